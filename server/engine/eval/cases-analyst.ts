import type { EvalCase } from './questions'

/**
 * Questions phrased the way analysts, managers and students ask them: synonyms and everyday words
 * instead of column names, units, shares, margins, periods, follow-ups, other languages, and
 * questions the data cannot answer. Expected answers are hand-written SQL over the raw files; the
 * columns follow each plan kind's TABLE (docs/analysis-engine.md, "Plans").
 */

/** Stocks writes its dates as text ("Jan 1 2000"). */
const STOCK_DATE = "strptime(date, '%b %d %Y')"

export const ANALYST_CASES: EvalCase[] = [
  // Half-understood questions and entities (added with the rules in plan/half-understood.ts)
  {
    dataset: 'Cars',
    question: 'What is the average horsepower of American cars?',
    compare: 'rows',
    sql: "SELECT avg(Horsepower) FROM {cars} WHERE Origin = 'USA'",
  },
  {
    dataset: 'Cars',
    question: 'What is the horsepower to weight ratio by origin?',
    compare: 'set',
    sql: 'SELECT Origin, sum(Horsepower), sum(Weight_in_lbs), sum(Horsepower) / sum(Weight_in_lbs) FROM {cars} GROUP BY 1',
  },
  {
    dataset: 'Superstore',
    question: 'Which 5 customers spent the most?',
    compare: 'rows',
    sql: 'SELECT "Customer Name", "Customer ID", sum(Sales) FROM {superstore} GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 5',
  },
  {
    dataset: 'Superstore',
    question: 'How much profit did we make per order on average?',
    compare: 'rows',
    sql: 'SELECT sum(Profit), count(DISTINCT "Order ID"), sum(Profit) / count(DISTINCT "Order ID") FROM {superstore}',
  },
  {
    dataset: 'Superstore',
    question: 'How many customers are in each state?',
    compare: 'set',
    sql: 'SELECT State, count(DISTINCT "Customer ID") FROM {superstore} GROUP BY 1',
  },
  {
    dataset: 'Flights 3M',
    question: "What's the average delay out of Chicago?",
    compare: 'unmapped',
  },
  {
    dataset: 'Flights 3M',
    question: 'Which airline has the most delayed flights?',
    compare: 'unmapped',
  },
  {
    dataset: 'Gapminder',
    question: 'Which 5 countries have the most people?',
    compare: 'rows',
    sql: 'SELECT country, sum(pop) FROM {gapminder} WHERE year = 2005 GROUP BY 1 ORDER BY 2 DESC LIMIT 5',
  },
  {
    dataset: 'Gapminder',
    question: 'What is the average fertility rate in Africa?',
    compare: 'unmapped',
  },
  {
    dataset: 'Superstore',
    question: '2016年各类别的销售额是多少？',
    compare: 'set',
    sql: 'SELECT Category, sum(Sales) FROM {superstore} WHERE year("Order Date") = 2016 GROUP BY 1',
  },
  {
    dataset: 'Superstore',
    question: '西部地区的平均折扣是多少？',
    compare: 'rows',
    sql: "SELECT avg(Discount) FROM {superstore} WHERE Region = 'West'",
  },
  {
    dataset: 'Superstore',
    question: '平均每个订单的利润是多少？',
    compare: 'rows',
    sql: 'SELECT sum(Profit), count(DISTINCT "Order ID"), sum(Profit) / count(DISTINCT "Order ID") FROM {superstore}',
  },
  { dataset: 'Flights 3M', question: '从芝加哥出发的航班平均延误多少？', compare: 'unmapped' },
  {
    dataset: 'Superstore',
    question: 'What is the most common ship mode?',
    compare: 'rows',
    sql: 'SELECT "Ship Mode", count(*) FROM {superstore} GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    dataset: 'Superstore',
    question: 'Which segment is the most profitable?',
    compare: 'rows',
    sql: 'SELECT Segment, sum(Profit) FROM {superstore} GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    dataset: 'Superstore',
    question: '¿Cuáles fueron las ventas totales por región?',
    compare: 'set',
    sql: 'SELECT Region, sum(Sales) FROM {superstore} GROUP BY 1',
  },
  {
    dataset: 'Superstore',
    question: 'Combien de commandes en 2016 ?',
    compare: 'rows',
    sql: 'SELECT count(DISTINCT "Order ID") FROM {superstore} WHERE year("Order Date") = 2016',
  },
  {
    dataset: 'Superstore',
    question: 'Wie hoch war der Gesamtumsatz im Westen?',
    compare: 'rows',
    sql: "SELECT sum(Sales) FROM {superstore} WHERE Region = 'West'",
  },
  {
    dataset: 'Superstore',
    question: 'Welche Unterkategorie hat den höchsten Rabatt?',
    compare: 'rows',
    sql: 'SELECT "Sub-Category", avg(Discount) FROM {superstore} GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    dataset: 'Superstore',
    question: '地域別の売上合計は？',
    compare: 'set',
    sql: 'SELECT Region, sum(Sales) FROM {superstore} GROUP BY 1',
  },
  {
    dataset: 'Cars',
    question: '日本车和欧洲车的平均重量相比如何？',
    compare: 'set',
    sql: "SELECT Origin, avg(Weight_in_lbs) FROM {cars} WHERE Origin IN ('Japan', 'Europe') GROUP BY 1",
  },
  {
    dataset: 'Cars',
    question: '气缸数超过6的车有多少辆？',
    compare: 'rows',
    sql: 'SELECT count(*) FROM {cars} WHERE Cylinders > 6',
  },
  {
    dataset: 'Flights 3M',
    question: 'What is the busiest airport?',
    compare: 'rows',
    sql: 'SELECT origin, count(*) FROM {flights} GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
  },
  {
    dataset: 'Stocks',
    question: 'Compare Amazon and IBM in 2007',
    compare: 'set',
    sql: `SELECT symbol, avg(price) FROM {stocks} WHERE symbol IN ('AMZN', 'IBM') AND year(${STOCK_DATE}) = 2007 GROUP BY 1`,
  },
  {
    dataset: 'Stocks',
    question: "How did Microsoft's stock do in 2008?",
    compare: 'rows',
    sql: `SELECT avg(price) FROM {stocks} WHERE symbol = 'MSFT' AND year(${STOCK_DATE}) = 2008`,
  },
  // Seattle weather
  {
    dataset: 'Seattle weather',
    question: '平均最高气温按月是多少？',
    compare: 'set',
    sql: "SELECT CAST(date_trunc('month', date) AS DATE), avg(temp_max) FROM {seattle} GROUP BY 1",
  },
  {
    dataset: 'Seattle weather',
    question: 'What is the median low temperature in each month?',
    compare: 'set',
    sql: "SELECT CAST(date_trunc('month', date) AS DATE), median(temp_min), count(temp_min) FROM {seattle} GROUP BY 1",
  },
  {
    dataset: 'Seattle weather',
    question: 'What was the average wind speed over the last three years?',
    compare: 'rows',
    sql: 'SELECT avg(wind) FROM {seattle} WHERE year(date) BETWEEN 2013 AND 2015',
  },
  {
    dataset: 'Seattle weather',
    question: 'How many rainy days were there each month?',
    compare: 'set',
    sql: "SELECT CAST(date_trunc('month', date) AS DATE), count(*) FROM {seattle} WHERE weather = 'rain' GROUP BY 1",
  },
  {
    dataset: 'Seattle weather',
    question: 'Which were the 3 windiest days?',
    compare: 'rows',
    sql: "SELECT strftime(date, '%Y-%m-%d'), wind FROM {seattle} ORDER BY wind DESC LIMIT 3",
  },
  {
    dataset: 'Seattle weather',
    question: 'What was the average daily precipitation?',
    compare: 'rows',
    sql: 'SELECT avg(precipitation) FROM {seattle}',
  },
  {
    dataset: 'Seattle weather',
    question: 'How many days had more than 10 mm of rainfall?',
    compare: 'rows',
    sql: 'SELECT count(*) FROM {seattle} WHERE precipitation > 10',
  },
  {
    dataset: 'Seattle weather',
    question: 'Which day had the heaviest rainfall, and what was the weather like?',
    compare: 'rows',
    sql: "SELECT strftime(date, '%Y-%m-%d'), weather, precipitation FROM {seattle} ORDER BY precipitation DESC LIMIT 1",
  },
  {
    dataset: 'Seattle weather',
    question: 'How does the daily high temperature vary across the calendar months?',
    compare: 'rows',
    sql: 'SELECT monthname(date), avg(temp_max) FROM {seattle} GROUP BY month(date), monthname(date) ORDER BY month(date)',
  },
  {
    dataset: 'Seattle weather',
    question: 'What percentage of days were sunny?',
    compare: 'rows',
    sql: "SELECT 100.0 * count(*) FILTER (WHERE weather = 'sun') / count(*), count(*) FILTER (WHERE weather = 'sun'), count(*) FROM {seattle}",
  },
  {
    dataset: 'Seattle weather',
    question: 'Was it windier on average in 2012 or in 2015?',
    compare: 'rows',
    sql: `WITH g AS (SELECT year(date) AS y, avg(wind) AS m FROM {seattle} WHERE year(date) IN (2012, 2015) GROUP BY 1)
      SELECT y, m, m - (SELECT m FROM g WHERE y = 2012), m / (SELECT m FROM g WHERE y = 2012), 100.0 * (m - (SELECT m FROM g WHERE y = 2012)) / (SELECT m FROM g WHERE y = 2012) FROM g ORDER BY y`,
  },
  {
    dataset: 'Seattle weather',
    question: 'What was the median wind speed on snowy days?',
    compare: 'rows',
    sql: "SELECT median(wind), count(wind) FROM {seattle} WHERE weather = 'snow'",
  },
  {
    dataset: 'Seattle weather',
    question: '西雅图哪一年的降水总量最多？',
    compare: 'rows',
    sql: 'SELECT year(date) AS y, sum(precipitation) AS p FROM {seattle} GROUP BY 1 ORDER BY p DESC LIMIT 1',
  },
  {
    dataset: 'Seattle weather',
    question: 'What was the average humidity in 2014?',
    compare: 'unmapped',
  },

  // Cars
  {
    dataset: 'Cars',
    question: 'Which car has the best fuel economy, and where was it made?',
    compare: 'rows',
    sql: 'SELECT Name, Origin, Miles_per_Gallon FROM {cars} WHERE Miles_per_Gallon IS NOT NULL ORDER BY Miles_per_Gallon DESC LIMIT 1',
  },
  {
    dataset: 'Cars',
    question: 'How many cars weigh between 3,000 and 4,000 pounds?',
    compare: 'rows',
    sql: 'SELECT count(*) FROM {cars} WHERE Weight_in_lbs BETWEEN 3000 AND 4000',
  },
  {
    dataset: 'Cars',
    question: 'Average fuel economy and engine power for each region of origin',
    compare: 'set',
    sql: 'SELECT Origin, avg(Miles_per_Gallon), avg(Horsepower) FROM {cars} GROUP BY 1',
  },
  {
    dataset: 'Cars',
    question: 'How did average fuel economy change between 1970 and 1982?',
    compare: 'rows',
    sql: `WITH s AS (SELECT year(Year) AS p, avg(Miles_per_Gallon) AS m FROM {cars} WHERE year(Year) BETWEEN 1970 AND 1982 GROUP BY 1)
      SELECT min(p), arg_min(m, p), max(p), arg_max(m, p), arg_max(m, p) - arg_min(m, p), 100.0 * (arg_max(m, p) - arg_min(m, p)) / arg_min(m, p) FROM s`,
  },
  {
    dataset: 'Cars',
    question: 'How many cars from Japan get more than 30 mpg?',
    compare: 'rows',
    sql: "SELECT count(*) FROM {cars} WHERE Origin = 'Japan' AND Miles_per_Gallon > 30",
  },
  {
    dataset: 'Cars',
    question: 'How many cars are heavier than 4,000 pounds?',
    compare: 'rows',
    sql: 'SELECT count(*) FROM {cars} WHERE Weight_in_lbs > 4000',
  },
  {
    dataset: 'Cars',
    question: 'What is the typical price of a European car?',
    compare: 'unmapped',
  },

  // Gapminder
  {
    dataset: 'Gapminder',
    question: 'How has life expectancy in China changed since 1955?',
    compare: 'rows',
    sql: `WITH s AS (SELECT year AS p, avg(life_expect) AS m FROM {gapminder} WHERE country = 'China' AND year >= 1955 GROUP BY 1)
      SELECT min(p), arg_min(m, p), max(p), arg_max(m, p), arg_max(m, p) - arg_min(m, p), 100.0 * (arg_max(m, p) - arg_min(m, p)) / arg_min(m, p) FROM s`,
  },
  {
    dataset: 'Gapminder',
    question: "What share of the world's population lived in India in 2005?",
    compare: 'rows',
    sql: "SELECT 100.0 * sum(pop) FILTER (WHERE country = 'India') / sum(pop), sum(pop) FILTER (WHERE country = 'India'), sum(pop) FROM {gapminder} WHERE year = 2005",
  },
  {
    dataset: 'Gapminder',
    question: 'How many different nations does the data cover?',
    compare: 'rows',
    sql: 'SELECT count(DISTINCT country) FROM {gapminder}',
  },
  {
    dataset: 'Gapminder',
    question: 'Which 5 countries had the fewest children per woman in 2005?',
    compare: 'rows',
    sql: 'SELECT country, avg(fertility) AS f FROM {gapminder} WHERE year = 2005 GROUP BY 1 ORDER BY f, country LIMIT 5',
  },
  {
    dataset: 'Gapminder',
    question: 'Was life expectancy across all countries higher in 1980 or in 2000?',
    compare: 'rows',
    sql: `WITH g AS (SELECT year AS y, avg(life_expect) AS m FROM {gapminder} WHERE year IN (1980, 2000) GROUP BY 1)
      SELECT y, m, m - (SELECT m FROM g WHERE y = 1980), m / (SELECT m FROM g WHERE y = 1980), 100.0 * (m - (SELECT m FROM g WHERE y = 1980)) / (SELECT m FROM g WHERE y = 1980) FROM g ORDER BY y`,
  },
  {
    dataset: 'Gapminder',
    question: 'Compare life expectancy in Japan and the United States in 2005',
    compare: 'rows',
    sql: `WITH g AS (SELECT country AS c, avg(life_expect) AS m FROM {gapminder} WHERE year = 2005 AND country IN ('Japan', 'United States') GROUP BY 1)
      SELECT c, m, m - (SELECT m FROM g WHERE c = 'Japan'), m / (SELECT m FROM g WHERE c = 'Japan'), 100.0 * (m - (SELECT m FROM g WHERE c = 'Japan')) / (SELECT m FROM g WHERE c = 'Japan') FROM g ORDER BY c = 'United States'`,
  },
  {
    dataset: 'Gapminder',
    question: '中国的人口从1955年到2005年增长了多少？',
    compare: 'rows',
    sql: `WITH s AS (SELECT year AS p, sum(pop) AS m FROM {gapminder} WHERE country = 'China' AND year BETWEEN 1955 AND 2005 GROUP BY 1)
      SELECT min(p), arg_min(m, p), max(p), arg_max(m, p), arg_max(m, p) - arg_min(m, p), 100.0 * (arg_max(m, p) - arg_min(m, p)) / arg_min(m, p) FROM s`,
  },
  {
    dataset: 'Gapminder',
    question: 'Which country had the largest population growth since 1955?',
    compare: 'rows',
    sql: `WITH s AS (SELECT country, year AS p, sum(pop) AS m FROM {gapminder} WHERE year >= 1955 GROUP BY 1, 2)
      SELECT country, min(p), arg_min(m, p), max(p), arg_max(m, p), arg_max(m, p) - arg_min(m, p) AS c, 100.0 * (arg_max(m, p) - arg_min(m, p)) / arg_min(m, p) FROM s GROUP BY 1 ORDER BY c DESC`,
  },
  {
    dataset: 'Gapminder',
    question: 'What is the GDP per capita of Brazil?',
    compare: 'unmapped',
  },

  // Stocks
  {
    dataset: 'Stocks',
    question: "When did AAPL's share price peak, and at what level?",
    compare: 'rows',
    sql: `SELECT strftime(${STOCK_DATE}, '%Y-%m-%d'), price FROM {stocks} WHERE symbol = 'AAPL' ORDER BY price DESC LIMIT 1`,
  },
  {
    dataset: 'Stocks',
    question: 'By how much did the IBM share price change from 2000 to 2009?',
    compare: 'rows',
    sql: `WITH s AS (SELECT year(${STOCK_DATE}) AS p, avg(price) AS m FROM {stocks} WHERE symbol = 'IBM' AND year(${STOCK_DATE}) BETWEEN 2000 AND 2009 GROUP BY 1)
      SELECT min(p), arg_min(m, p), max(p), arg_max(m, p), arg_max(m, p) - arg_min(m, p), 100.0 * (arg_max(m, p) - arg_min(m, p)) / arg_min(m, p) FROM s`,
  },
  {
    dataset: 'Stocks',
    question: 'Year over year change in the average GOOG share price',
    compare: 'rows',
    sql: `WITH s AS (SELECT year(${STOCK_DATE}) AS p, avg(price) AS m FROM {stocks} WHERE symbol = 'GOOG' GROUP BY 1)
      SELECT p, m, m - lag(m) OVER (ORDER BY p), 100.0 * (m - lag(m) OVER (ORDER BY p)) / lag(m) OVER (ORDER BY p) FROM s ORDER BY p`,
  },
  {
    dataset: 'Stocks',
    question: 'In how many months did MSFT trade above 30 dollars?',
    compare: 'rows',
    sql: "SELECT count(*) FROM {stocks} WHERE symbol = 'MSFT' AND price > 30",
  },

  {
    dataset: 'Stocks',
    question: 'Which stock gained the most between 2005 and 2009?',
    compare: 'rows',
    sql: `WITH s AS (SELECT symbol, year(${STOCK_DATE}) AS p, avg(price) AS m FROM {stocks} WHERE year(${STOCK_DATE}) BETWEEN 2005 AND 2009 GROUP BY 1, 2)
      SELECT symbol, min(p), arg_min(m, p), max(p), arg_max(m, p), arg_max(m, p) - arg_min(m, p) AS c, 100.0 * (arg_max(m, p) - arg_min(m, p)) / arg_min(m, p) FROM s GROUP BY 1 ORDER BY c DESC`,
  },

  // Superstore
  {
    dataset: 'Superstore',
    question: "What's the profit margin by region?",
    compare: 'set',
    sql: 'SELECT Region, sum(Profit), sum(Sales), sum(Profit) / sum(Sales) FROM {superstore} GROUP BY 1',
  },
  {
    dataset: 'Superstore',
    question: 'Total revenue and profit by customer segment',
    compare: 'set',
    sql: 'SELECT Segment, sum(Sales), sum(Profit) FROM {superstore} GROUP BY 1',
  },
  {
    dataset: 'Superstore',
    question: 'What percentage of our revenue comes from Technology?',
    compare: 'rows',
    sql: "SELECT 100.0 * sum(Sales) FILTER (WHERE Category = 'Technology') / sum(Sales), sum(Sales) FILTER (WHERE Category = 'Technology'), sum(Sales) FROM {superstore}",
  },
  {
    dataset: 'Superstore',
    question: 'Top 3 states by total revenue in each region',
    compare: 'rows',
    sql: `SELECT Region, State, s, r FROM (SELECT Region, State, sum(Sales) AS s, row_number() OVER (PARTITION BY Region ORDER BY sum(Sales) DESC, State) AS r FROM {superstore} GROUP BY 1, 2) WHERE r <= 3 ORDER BY Region, r`,
  },
  {
    dataset: 'Superstore',
    question: 'How many different customers placed an order in 2017?',
    compare: 'rows',
    sql: `SELECT count(DISTINCT "Customer ID") FROM {superstore} WHERE year("Order Date") = 2017`,
  },
  {
    dataset: 'Superstore',
    question: 'Was total revenue higher in 2015 or 2016?',
    compare: 'rows',
    sql: `WITH g AS (SELECT year("Order Date") AS y, sum(Sales) AS m FROM {superstore} WHERE year("Order Date") IN (2015, 2016) GROUP BY 1)
      SELECT y, m, m - (SELECT m FROM g WHERE y = 2015), m / (SELECT m FROM g WHERE y = 2015), 100.0 * (m - (SELECT m FROM g WHERE y = 2015)) / (SELECT m FROM g WHERE y = 2015) FROM g ORDER BY y`,
  },
  {
    dataset: 'Superstore',
    question: 'Is there a seasonal pattern in total revenue by calendar month?',
    compare: 'rows',
    sql: `SELECT monthname("Order Date"), sum(Sales) FROM {superstore} GROUP BY month("Order Date"), monthname("Order Date") ORDER BY month("Order Date")`,
  },
  {
    dataset: 'Superstore',
    question: 'What is the 90th percentile of revenue per order line?',
    compare: 'rows',
    sql: 'SELECT quantile_cont(Sales, 0.9), count(Sales) FROM {superstore}',
  },
  {
    dataset: 'Superstore',
    turns: ['Total revenue by product category'],
    question: 'now only for 2014',
    compare: 'set',
    sql: `SELECT Category, sum(Sales) FROM {superstore} WHERE year("Order Date") = 2014 GROUP BY 1`,
  },
  {
    dataset: 'Superstore',
    turns: ['Monthly revenue in 2017'],
    question: 'Which region brought in the most revenue overall?',
    compare: 'rows',
    sql: 'SELECT Region, sum(Sales) AS s FROM {superstore} GROUP BY 1 ORDER BY s DESC LIMIT 1',
  },
  {
    dataset: 'Superstore',
    question: 'What will total revenue be next year?',
    compare: 'rows',
    sql: `WITH s AS (SELECT year("Order Date") AS p, sum(Sales) AS m FROM {superstore} GROUP BY 1)
      SELECT min(p), arg_min(m, p), max(p), arg_max(m, p), arg_max(m, p) - arg_min(m, p), 100.0 * (arg_max(m, p) - arg_min(m, p)) / arg_min(m, p) FROM s`,
  },
  {
    dataset: 'Superstore',
    question: 'What is the customer satisfaction score by region?',
    compare: 'unmapped',
  },
  {
    dataset: 'Superstore',
    question: '各地区的利润率是多少？',
    compare: 'set',
    sql: 'SELECT Region, sum(Profit), sum(Sales), sum(Profit) / sum(Sales) FROM {superstore} GROUP BY 1',
  },
  {
    dataset: 'Superstore',
    question: '¿Cuál es el beneficio total por categoría?',
    compare: 'set',
    sql: 'SELECT Category, sum(Profit) FROM {superstore} GROUP BY 1',
  },
  {
    dataset: 'Superstore',
    question: "Quel est le chiffre d'affaires total par région ?",
    compare: 'set',
    sql: 'SELECT Region, sum(Sales) FROM {superstore} GROUP BY 1',
  },
  {
    dataset: 'Superstore',
    question: 'Wie hoch ist der Gesamtumsatz pro Segment?',
    compare: 'set',
    sql: 'SELECT Segment, sum(Sales) FROM {superstore} GROUP BY 1',
  },

  // Flights 3M
  {
    dataset: 'Flights 3M',
    question: 'How many flights were delayed by more than 60 minutes?',
    compare: 'rows',
    sql: 'SELECT count(*) FROM {flights} WHERE delay > 60',
  },
  {
    dataset: 'Flights 3M',
    question: 'What share of all flights leave from ATL?',
    compare: 'rows',
    sql: "SELECT 100.0 * count(*) FILTER (WHERE origin = 'ATL') / count(*), count(*) FILTER (WHERE origin = 'ATL'), count(*) FROM {flights}",
  },
  {
    dataset: 'Flights 3M',
    question: 'Compare the average delay of flights out of ORD and SFO',
    compare: 'rows',
    sql: `WITH g AS (SELECT origin AS c, avg(delay) AS m FROM {flights} WHERE origin IN ('ORD', 'SFO') GROUP BY 1)
      SELECT c, m, m - (SELECT m FROM g WHERE c = 'ORD'), m / (SELECT m FROM g WHERE c = 'ORD'), 100.0 * (m - (SELECT m FROM g WHERE c = 'ORD')) / (SELECT m FROM g WHERE c = 'ORD') FROM g ORDER BY c = 'SFO'`,
  },
  {
    dataset: 'Flights 3M',
    question: 'How many different airports do flights depart from?',
    compare: 'rows',
    sql: 'SELECT count(DISTINCT origin) FROM {flights}',
  },
  {
    dataset: 'Flights 3M',
    question: '哪个出发机场的平均延误最长？',
    compare: 'rows',
    sql: 'SELECT origin, avg(delay) AS d FROM {flights} GROUP BY 1 ORDER BY d DESC LIMIT 1',
  },
  {
    dataset: 'Flights 3M',
    question: 'How many flights out of ORD were longer than 1,500 miles?',
    compare: 'rows',
    sql: "SELECT count(*) FROM {flights} WHERE origin = 'ORD' AND distance > 1500",
  },
  {
    dataset: 'Flights 3M',
    question: 'How many passengers were injured in 2001?',
    compare: 'unmapped',
  },
  // Ties, relationships, counted rows that did something, sizes of nothing (tried on tables the
  // engine was not tuned on first: plan/unseen-tables.test.ts)
  {
    dataset: 'Cars',
    question: 'Which origin has the most distinct cylinder counts?',
    compare: 'set',
    sql: 'SELECT * FROM (SELECT Origin, count(DISTINCT Cylinders) AS n FROM {cars} GROUP BY 1) QUALIFY rank() OVER (ORDER BY n DESC) = 1',
  },
  {
    dataset: 'Cars',
    question: 'Which region offers the widest variety of cylinder counts?',
    compare: 'set',
    sql: 'SELECT * FROM (SELECT Origin, count(DISTINCT Cylinders) AS n FROM {cars} GROUP BY 1) QUALIFY rank() OVER (ORDER BY n DESC) = 1',
  },
  {
    dataset: 'Cars',
    question: 'Do heavier cars get lower mileage?',
    compare: 'rows',
    sql: 'SELECT corr(Weight_in_lbs, Miles_per_Gallon), count(*) FROM {cars} WHERE Weight_in_lbs IS NOT NULL AND Miles_per_Gallon IS NOT NULL',
  },
  {
    dataset: 'Cars',
    question: 'Is acceleration linked to horsepower?',
    compare: 'rows',
    sql: 'SELECT corr(Acceleration, Horsepower), count(*) FROM {cars} WHERE Acceleration IS NOT NULL AND Horsepower IS NOT NULL',
  },
  {
    dataset: 'Superstore',
    question: 'How many orders shipped to Texas?',
    compare: 'rows',
    sql: 'SELECT count(DISTINCT "Order ID") FROM {superstore} WHERE State = \'Texas\'',
  },
  { dataset: 'Superstore', question: 'How many orders lost money?', compare: 'unmapped' },
  { dataset: 'Superstore', question: 'How many customers returned items?', compare: 'unmapped' },
  {
    dataset: 'Cars',
    question: 'Are American cars bigger than Japanese cars?',
    compare: 'unmapped',
  },
  { dataset: 'Cars', question: 'Do cars with more cylinders burn more fuel?', compare: 'unmapped' },
  // Averages of per-period totals ("average monthly sales"), never of single rows
  {
    dataset: 'Superstore',
    question: 'What are our average monthly sales?',
    compare: 'rows',
    sql: 'SELECT avg(t), count(*) FROM (SELECT date_trunc(\'month\', "Order Date") AS m, sum(Sales) AS t FROM {superstore} GROUP BY 1)',
  },
  {
    dataset: 'Superstore',
    question: '平均每月销售额是多少？',
    compare: 'rows',
    sql: 'SELECT avg(t), count(*) FROM (SELECT date_trunc(\'month\', "Order Date") AS m, sum(Sales) AS t FROM {superstore} GROUP BY 1)',
  },
  {
    dataset: 'Superstore',
    question: 'What is the average annual profit by region?',
    compare: 'set',
    sql: 'SELECT Region, avg(t), count(*) FROM (SELECT Region, year("Order Date") AS y, sum(Profit) AS t FROM {superstore} GROUP BY 1, 2) GROUP BY 1',
  },
  {
    dataset: 'Superstore',
    question: 'How many orders do we get a day on average?',
    compare: 'rows',
    sql: 'SELECT avg(n), count(*) FROM (SELECT CAST("Order Date" AS DATE) AS d, count(DISTINCT "Order ID") AS n FROM {superstore} GROUP BY 1)',
  },
  {
    dataset: 'Flights 3M',
    question: 'How many flights are there per day on average?',
    compare: 'rows',
    sql: 'SELECT avg(n), count(*) FROM (SELECT CAST(date AS DATE) AS d, count(*) AS n FROM {flights} GROUP BY 1)',
  },
  // Quarters, halves, "last quarter", rows that had a quantity, shares of counted things
  {
    dataset: 'Superstore',
    question: 'How many orders were placed in Q4 2017?',
    compare: 'rows',
    sql: 'SELECT count(DISTINCT "Order ID") FROM {superstore} WHERE year("Order Date") = 2017 AND month("Order Date") IN (10, 11, 12)',
  },
  {
    dataset: 'Superstore',
    question: 'What were sales in the first half of 2016?',
    compare: 'rows',
    sql: 'SELECT sum(Sales) FROM {superstore} WHERE year("Order Date") = 2016 AND month("Order Date") <= 6',
  },
  {
    dataset: 'Superstore',
    question: 'What were total sales last quarter?',
    compare: 'rows',
    sql: 'SELECT sum(Sales) FROM {superstore} WHERE "Order Date" >= (SELECT date_trunc(\'quarter\', max("Order Date")) FROM {superstore})',
  },
  {
    dataset: 'Superstore',
    question: 'How many orders had a discount?',
    compare: 'rows',
    sql: 'SELECT count(DISTINCT "Order ID") FROM {superstore} WHERE Discount > 0',
  },
  {
    dataset: 'Superstore',
    question: 'What share of orders were shipped first class?',
    compare: 'rows',
    sql: `SELECT 100.0 * count(DISTINCT "Order ID") FILTER (WHERE "Ship Mode" = 'First Class') / count(DISTINCT "Order ID"),
      count(DISTINCT "Order ID") FILTER (WHERE "Ship Mode" = 'First Class'), count(DISTINCT "Order ID") FROM {superstore}`,
  },
  {
    dataset: 'Seattle weather',
    question: 'What percentage of days had more than 10 mm of precipitation?',
    compare: 'rows',
    sql: 'SELECT 100.0 * count(*) FILTER (WHERE precipitation > 10) / count(*), count(*) FILTER (WHERE precipitation > 10), count(*) FROM {seattle}',
  },
  {
    dataset: 'Superstore',
    question: 'Compare sales in the first and second half of 2017',
    compare: 'unmapped',
  },
  // A clock time is the hour of the flights' time; a state left unplaced is no filter dropped
  {
    dataset: 'Flights 3M',
    question: 'How many flights departed before 6 am?',
    compare: 'rows',
    sql: 'SELECT count(*) FROM {flights} WHERE hour(date) < 6',
  },
  { dataset: 'Flights 3M', question: 'How many flights were on time?', compare: 'unmapped' },
  // Scale words (million, 亿, Millionen), French elisions, a counted noun before 多少
  {
    dataset: 'Gapminder',
    question: 'How many countries had more than 100 million people in 2005?',
    compare: 'rows',
    sql: 'SELECT count(DISTINCT country) FROM {gapminder} WHERE year = 2005 AND pop > 100000000',
  },
  {
    dataset: 'Gapminder',
    question: '2005年人口超过1亿的国家有多少个？',
    compare: 'rows',
    sql: 'SELECT count(DISTINCT country) FROM {gapminder} WHERE year = 2005 AND pop > 100000000',
  },
  {
    dataset: 'Gapminder',
    question: 'Wie viele Länder hatten 2005 mehr als 100 Millionen Einwohner?',
    compare: 'rows',
    sql: 'SELECT count(DISTINCT country) FROM {gapminder} WHERE year = 2005 AND pop > 100000000',
  },
  {
    dataset: 'Gapminder',
    question: "Combien de pays avaient plus de 100 millions d'habitants en 2005 ?",
    compare: 'rows',
    sql: 'SELECT count(DISTINCT country) FROM {gapminder} WHERE year = 2005 AND pop > 100000000',
  },
  // Years before and after, hyphenated words, a quality asked by "how", a row looked up by name
  {
    dataset: 'Cars',
    question: "What's the average weight of cars made before 1975?",
    compare: 'rows',
    sql: 'SELECT avg(Weight_in_lbs) FROM {cars} WHERE year(Year) < 1975',
  },
  {
    dataset: 'Cars',
    question: "What's the average weight of cars made after 1975?",
    compare: 'rows',
    sql: 'SELECT avg(Weight_in_lbs) FROM {cars} WHERE year(Year) > 1975',
  },
  {
    dataset: 'Cars',
    question: 'How many 4-cylinder cars are there?',
    compare: 'rows',
    sql: 'SELECT count(*) FROM {cars} WHERE Cylinders = 4',
  },
  {
    dataset: 'Cars',
    question: 'What is the most fuel-efficient car?',
    compare: 'rows',
    sql: 'SELECT Name, Miles_per_Gallon FROM {cars} ORDER BY Miles_per_Gallon DESC NULLS LAST LIMIT 1',
  },
  {
    dataset: 'Cars',
    question: 'What is the horsepower of the ford pinto?',
    compare: 'set',
    sql: "SELECT Name, strftime(CAST(Year AS DATE), '%Y-%m-%d'), Horsepower FROM {cars} WHERE Name = 'ford pinto' AND Horsepower IS NOT NULL",
  },
  { dataset: 'Stocks', question: "How volatile was Google's stock?", compare: 'unmapped' },
  {
    dataset: 'Gapminder',
    question: 'How strongly are fertility and life expectancy correlated?',
    compare: 'rows',
    sql: 'SELECT corr(fertility, life_expect), count(*) FROM {gapminder} WHERE fertility IS NOT NULL AND life_expect IS NOT NULL',
  },
]
