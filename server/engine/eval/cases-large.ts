import type { EvalCase } from './questions'

/** Superstore, Flights 3M, and questions the data cannot answer. */
export const LARGE_CASES: EvalCase[] = [
  // Superstore
  {
    dataset: 'Superstore',
    question: 'Total sales by region',
    compare: 'set',
    sql: 'SELECT Region, sum(Sales) FROM {superstore} GROUP BY 1',
  },
  {
    dataset: 'Superstore',
    question: 'Top 5 states by profit',
    compare: 'rows',
    sql: 'SELECT State, sum(Profit) AS p FROM {superstore} GROUP BY 1 ORDER BY p DESC, State LIMIT 5',
  },
  {
    dataset: 'Superstore',
    question: 'Monthly sales in 2016',
    compare: 'rows',
    sql: `SELECT CAST(date_trunc('month', "Order Date") AS DATE), sum(Sales) FROM {superstore} WHERE year("Order Date") = 2016 GROUP BY 1 ORDER BY 1`,
  },
  {
    dataset: 'Superstore',
    question: 'Average discount by category',
    compare: 'set',
    sql: 'SELECT Category, avg(Discount) FROM {superstore} GROUP BY 1',
  },
  {
    dataset: 'Superstore',
    question: 'How many orders in the West region?',
    compare: 'rows',
    sql: `SELECT count(DISTINCT "Order ID") FROM {superstore} WHERE Region = 'West'`,
  },
  {
    dataset: 'Superstore',
    question: 'Which region has the highest total sales?',
    compare: 'rows',
    sql: 'SELECT Region, sum(Sales) AS s FROM {superstore} GROUP BY 1 ORDER BY s DESC LIMIT 1',
  },
  {
    dataset: 'Superstore',
    question: 'total profit for orders with discount above 20%',
    compare: 'rows',
    sql: 'SELECT sum(Profit) FROM {superstore} WHERE Discount > 0.2',
  },
  {
    dataset: 'Superstore',
    turns: ['Total sales by region'],
    question: 'now only for 2014',
    compare: 'set',
    sql: `SELECT Region, sum(Sales) FROM {superstore} WHERE year("Order Date") = 2014 GROUP BY 1`,
  },
  {
    dataset: 'Superstore',
    turns: ['Total sales by region', 'now only for 2014'],
    question: 'by month instead',
    compare: 'rows',
    sql: `SELECT CAST(date_trunc('month', "Order Date") AS DATE), sum(Sales) FROM {superstore} WHERE year("Order Date") = 2014 GROUP BY 1 ORDER BY 1`,
  },
  {
    dataset: 'Superstore',
    question: 'sales by category and region',
    compare: 'set',
    sql: 'SELECT Category, Region, sum(Sales) FROM {superstore} GROUP BY 1, 2',
  },
  {
    dataset: 'Superstore',
    question: 'How many customers are there?',
    compare: 'rows',
    sql: `SELECT count(DISTINCT "Customer ID") FROM {superstore}`,
  },
  {
    dataset: 'Superstore',
    question: '按地区统计销售额总和',
    compare: 'set',
    sql: 'SELECT Region, sum(Sales) FROM {superstore} GROUP BY 1',
  },
  {
    dataset: 'Superstore',
    turns: ['Top 5 states by profit'],
    question: 'what about sales?',
    compare: 'rows',
    sql: 'SELECT State, sum(Sales) AS s FROM {superstore} GROUP BY 1 ORDER BY s DESC, State LIMIT 5',
  },

  // Flights 3M
  {
    dataset: 'Flights 3M',
    question: 'Which origin airports have the highest average delay? top 10',
    compare: 'rows',
    sql: 'SELECT origin, avg(delay) AS d FROM {flights} GROUP BY 1 ORDER BY d DESC, origin LIMIT 10',
  },
  {
    dataset: 'Flights 3M',
    question: 'How many flights from SFO to LAX?',
    compare: 'rows',
    sql: "SELECT count(*) FROM {flights} WHERE origin = 'SFO' AND destination = 'LAX'",
  },
  {
    dataset: 'Flights 3M',
    question: 'Flights per month',
    compare: 'rows',
    sql: "SELECT CAST(date_trunc('month', date) AS DATE), count(*) FROM {flights} GROUP BY 1 ORDER BY 1",
  },
  {
    dataset: 'Flights 3M',
    question: 'average delay by day of week',
    compare: 'set',
    sql: 'SELECT dayname(date), avg(delay) FROM {flights} GROUP BY 1',
  },
  {
    dataset: 'Flights 3M',
    question: 'total distance of flights from ORD',
    compare: 'rows',
    sql: "SELECT sum(distance) FROM {flights} WHERE origin = 'ORD'",
  },
  {
    dataset: 'Flights 3M',
    question: 'how many flights longer than 2000 miles',
    compare: 'rows',
    sql: 'SELECT count(*) FROM {flights} WHERE distance > 2000',
  },

  // Questions the data cannot answer: an honest reply, no numbers.
  {
    dataset: 'Superstore',
    question: 'What is the average salary by department?',
    compare: 'unmapped',
  },
  { dataset: 'Flights 3M', question: 'How many flights were cancelled?', compare: 'unmapped' },
  { dataset: 'Stocks', question: 'What is the dividend yield?', compare: 'unmapped' },
]
