import type { EvalCase } from './questions'

/** Seattle weather, Cars, Gapminder and Stocks. */
export const SMALL_CASES: EvalCase[] = [
  // Seattle weather
  {
    dataset: 'Seattle weather',
    question: 'How many days of each weather type?',
    compare: 'set',
    sql: 'SELECT weather, count(*) FROM {seattle} GROUP BY weather',
  },
  {
    dataset: 'Seattle weather',
    question: 'What is the average max temperature by year?',
    compare: 'rows',
    sql: 'SELECT year(date), avg(temp_max) FROM {seattle} GROUP BY 1 ORDER BY 1',
  },
  {
    dataset: 'Seattle weather',
    question: 'Total precipitation by month in 2014',
    compare: 'rows',
    sql: "SELECT CAST(date_trunc('month', date) AS DATE), sum(precipitation) FROM {seattle} WHERE year(date) = 2014 GROUP BY 1 ORDER BY 1",
  },
  {
    dataset: 'Seattle weather',
    question: 'Which weather type has the highest average wind?',
    compare: 'rows',
    sql: 'SELECT weather, avg(wind) AS w FROM {seattle} GROUP BY 1 ORDER BY w DESC LIMIT 1',
  },
  {
    dataset: 'Seattle weather',
    question: 'How many rainy days were there in 2015?',
    compare: 'rows',
    sql: "SELECT count(*) FROM {seattle} WHERE weather = 'rain' AND year(date) = 2015",
  },
  {
    dataset: 'Seattle weather',
    question: 'Is there a correlation between temp_max and wind?',
    compare: 'rows',
    sql: 'SELECT corr(temp_max, wind), count(*) FROM {seattle} WHERE temp_max IS NOT NULL AND wind IS NOT NULL',
  },
  {
    dataset: 'Seattle weather',
    question: 'What was the hottest day?',
    compare: 'rows',
    sql: 'SELECT date, temp_max FROM {seattle} ORDER BY temp_max DESC, date LIMIT 1',
  },
  {
    dataset: 'Seattle weather',
    question: 'Compare sun and rain by average temp_max',
    compare: 'set',
    sql: "SELECT weather, avg(temp_max) FROM {seattle} WHERE weather IN ('sun', 'rain') GROUP BY 1",
  },
  {
    dataset: 'Seattle weather',
    question: 'How many days had more than 20 mm of precipitation?',
    compare: 'rows',
    sql: 'SELECT count(*) FROM {seattle} WHERE precipitation > 20',
  },
  {
    dataset: 'Seattle weather',
    question: 'Average wind in January',
    compare: 'rows',
    sql: 'SELECT avg(wind) FROM {seattle} WHERE month(date) = 1',
  },
  {
    dataset: 'Seattle weather',
    question: 'Show the distribution of max temperature',
    compare: 'rows',
    sql: 'SELECT count(temp_max), min(temp_max), max(temp_max), avg(temp_max), median(temp_max), stddev_samp(temp_max) FROM {seattle}',
  },
  {
    dataset: 'Seattle weather',
    question: 'Describe the dataset',
    compare: 'rowcount',
    sql: 'SELECT count(*) FROM (DESCRIBE SELECT * FROM {seattle})',
  },
  {
    dataset: 'Seattle weather',
    turns: ['Total precipitation by year'],
    question: 'now only for snow',
    compare: 'rows',
    sql: "SELECT year(date), sum(precipitation) FROM {seattle} WHERE weather = 'snow' GROUP BY 1 ORDER BY 1",
  },
  {
    dataset: 'Seattle weather',
    question: '每种天气有多少天',
    compare: 'set',
    sql: 'SELECT weather, count(*) FROM {seattle} GROUP BY weather',
  },

  // Cars
  {
    dataset: 'Cars',
    question: 'Average horsepower by origin',
    compare: 'set',
    sql: 'SELECT Origin, avg(Horsepower) FROM {cars} GROUP BY 1',
  },
  {
    dataset: 'Cars',
    question: 'Top 5 cars by horsepower',
    compare: 'rows',
    sql: 'SELECT Name, Horsepower FROM {cars} WHERE Horsepower IS NOT NULL ORDER BY Horsepower DESC, Name LIMIT 5',
  },
  {
    dataset: 'Cars',
    question: 'How many cars per cylinders?',
    compare: 'set',
    sql: 'SELECT Cylinders, count(*) FROM {cars} GROUP BY 1',
  },
  {
    dataset: 'Cars',
    question: 'Correlation between weight and mpg',
    compare: 'rows',
    sql: 'SELECT corr(Weight_in_lbs, Miles_per_Gallon), count(*) FROM {cars} WHERE Weight_in_lbs IS NOT NULL AND Miles_per_Gallon IS NOT NULL',
  },
  {
    dataset: 'Cars',
    question: 'Average mpg by year',
    compare: 'rows',
    sql: 'SELECT year(Year), avg(Miles_per_Gallon) FROM {cars} GROUP BY 1 ORDER BY 1',
  },
  {
    dataset: 'Cars',
    question: 'How many cars from Japan?',
    compare: 'rows',
    sql: "SELECT count(*) FROM {cars} WHERE Origin = 'Japan'",
  },
  {
    dataset: 'Cars',
    question: 'Which cars have more than 200 horsepower?',
    compare: 'rows',
    sql: 'SELECT count(*) FROM {cars} WHERE Horsepower > 200',
  },
  {
    dataset: 'Cars',
    question: 'average mpg of cars with 8 cylinders',
    compare: 'rows',
    sql: 'SELECT avg(Miles_per_Gallon) FROM {cars} WHERE Cylinders = 8',
  },
  {
    dataset: 'Cars',
    turns: ['Average mpg by cylinders'],
    question: 'now only for 1980',
    compare: 'set',
    sql: 'SELECT Cylinders, avg(Miles_per_Gallon) FROM {cars} WHERE year(Year) = 1980 GROUP BY 1',
  },
  {
    dataset: 'Cars',
    question: 'What is the maximum acceleration of cars from Europe?',
    compare: 'rows',
    sql: "SELECT max(Acceleration) FROM {cars} WHERE Origin = 'Europe'",
  },
  {
    dataset: 'Cars',
    question: 'Average horsepower by origin',
    compare: 'set',
    sql: 'SELECT Origin, avg(Horsepower) FROM {cars} GROUP BY 1',
    noDataset: true,
  },

  // Gapminder
  {
    dataset: 'Gapminder',
    question: 'Life expectancy trend for China',
    compare: 'rows',
    sql: "SELECT year, avg(life_expect) FROM {gapminder} WHERE country = 'China' GROUP BY 1 ORDER BY 1",
  },
  {
    dataset: 'Gapminder',
    question: 'Top 5 countries by population in 2005',
    compare: 'rows',
    sql: 'SELECT country, sum(pop) AS p FROM {gapminder} WHERE year = 2005 GROUP BY 1 ORDER BY p DESC, country LIMIT 5',
  },
  {
    dataset: 'Gapminder',
    question: 'average fertility by year',
    compare: 'rows',
    sql: 'SELECT year, avg(fertility) FROM {gapminder} GROUP BY 1 ORDER BY 1',
  },
  {
    dataset: 'Gapminder',
    question: 'correlation between fertility and life expectancy',
    compare: 'rows',
    sql: 'SELECT corr(fertility, life_expect), count(*) FROM {gapminder} WHERE fertility IS NOT NULL AND life_expect IS NOT NULL',
  },
  {
    dataset: 'Gapminder',
    question: 'Which country had the highest life expectancy in 2000?',
    compare: 'rows',
    sql: 'SELECT country, avg(life_expect) AS l FROM {gapminder} WHERE year = 2000 GROUP BY 1 ORDER BY l DESC, country LIMIT 1',
  },
  {
    dataset: 'Gapminder',
    question: 'population of China in 2005',
    compare: 'rows',
    sql: "SELECT sum(pop) FROM {gapminder} WHERE country = 'China' AND year = 2005",
  },
  {
    dataset: 'Gapminder',
    question: 'Compare Japan and Brazil by average life expectancy',
    compare: 'set',
    sql: "SELECT country, avg(life_expect) FROM {gapminder} WHERE country IN ('Japan', 'Brazil') GROUP BY 1",
  },

  // Stocks (the file writes dates as "Jan 1 2000")
  {
    dataset: 'Stocks',
    question: 'Average price by symbol',
    compare: 'set',
    sql: 'SELECT symbol, avg(price) FROM {stocks} GROUP BY 1',
  },
  {
    dataset: 'Stocks',
    question: 'Trend of AAPL price by year',
    compare: 'rows',
    sql: "SELECT year(strptime(date, '%b %d %Y')), avg(price) FROM {stocks} WHERE symbol = 'AAPL' GROUP BY 1 ORDER BY 1",
  },
  {
    dataset: 'Stocks',
    question: 'What is the highest price of GOOG?',
    compare: 'rows',
    sql: "SELECT max(price) FROM {stocks} WHERE symbol = 'GOOG'",
  },
  {
    dataset: 'Stocks',
    question: 'Compare MSFT and IBM average price',
    compare: 'set',
    sql: "SELECT symbol, avg(price) FROM {stocks} WHERE symbol IN ('MSFT', 'IBM') GROUP BY 1",
  },
  {
    dataset: 'Stocks',
    turns: ['Average price by symbol'],
    question: 'now only for 2008',
    compare: 'set',
    sql: "SELECT symbol, avg(price) FROM {stocks} WHERE year(strptime(date, '%b %d %Y')) = 2008 GROUP BY 1",
  },
  {
    dataset: 'Stocks',
    question: 'متوسط price حسب symbol',
    compare: 'set',
    sql: 'SELECT symbol, avg(price) FROM {stocks} GROUP BY 1',
  },
]
