import type { Vocabulary } from '../../engine/types'

/**
 * Each sample dataset's own words for its columns and values. They live here, with the dataset,
 * and not in the engine's language packs: "mpg" means Miles_per_Gallon only in Cars, "hottest"
 * means temp_max only in a table that has one, and a ticker's company name only in Stocks.
 */
export const SAMPLE_VOCABULARY: Record<string, Vocabulary> = {
  'dset-sample-seattle-weather': {
    columns: {
      temp_max: [
        'hot',
        'warm',
        'heat',
        'high temperature',
        'max temperature',
        'maximum temperature',
        '最高气温',
        '最高温度',
        '热',
      ],
      temp_min: [
        'cold',
        'cool',
        'chilly',
        'low temperature',
        'min temperature',
        'minimum temperature',
        '最低气温',
        '最低温度',
        '冷',
      ],
      precipitation: ['rain amount', 'wet', 'precip', '降水', '降水量', '降雨量', '雨量'],
      wind: ['windy', 'wind speed', '风速', '风'],
      weather: ['weather type', 'condition', 'conditions', 'sky', '天气'],
    },
    values: {
      weather: {
        rain: ['rainy', '雨', '下雨', '雨天'],
        sun: ['sunny', '晴', '晴天'],
        snow: ['snowy', '雪', '下雪'],
        fog: ['foggy', '雾'],
        drizzle: ['drizzly', '毛毛雨'],
      },
    },
  },
  'dset-sample-cars': {
    columns: {
      Miles_per_Gallon: [
        'mpg',
        'fuel economy',
        'fuel efficiency',
        'economy',
        'consumption',
        '油耗',
        '每加仑英里数',
        '省油',
      ],
      Horsepower: ['hp', 'power', 'powerful', '马力', '功率'],
      Cylinders: ['cyl', 'cylinder', '气缸', '汽缸', '缸', '气缸数'],
      Weight_in_lbs: ['weight', 'heavy', 'lb', 'lbs', 'pound', 'pounds', '重量'],
      Displacement: ['engine size', 'displacement', '排量'],
      Acceleration: ['acceleration', '加速'],
      Origin: ['origin', 'made in', 'region', '产地'],
      Name: ['model', 'car name', '车型'],
    },
  },
  'dset-sample-gapminder': {
    columns: {
      life_expect: ['life expectancy', 'lifespan', 'longevity', '预期寿命', '寿命'],
      fertility: ['fertility', 'births per woman', 'birth rate', '生育率'],
      pop: ['population', 'people', 'inhabitants', 'populous', '人口'],
    },
  },
  'dset-sample-stocks': {
    columns: {
      symbol: ['ticker', 'stock', 'company', 'share', '股票', '公司'],
      price: ['share price', 'stock price', 'close', 'closing price', '股价', '价格'],
    },
    values: {
      symbol: {
        AAPL: ['apple'],
        MSFT: ['microsoft'],
        GOOG: ['google', 'alphabet'],
        AMZN: ['amazon'],
        IBM: ['ibm'],
      },
    },
  },
  'dset-sample-superstore': {
    columns: {
      Sales: ['revenue', 'turnover', 'sell', 'spend', '销售额', '销售'],
      Profit: ['earnings', '利润'],
      Quantity: ['units', 'items sold', '数量', '销量'],
      'Sub-Category': ['subcategory', 'sub category', '子类别'],
      Category: ['product category', '类别'],
      Region: ['area', '地区', '区域'],
    },
  },
  'dset-sample-flights-3m': {
    columns: {
      delay: ['late', 'lateness', '延误'],
      // "The busiest airport": an airport's flights are counted where they leave from.
      origin: ['departure airport', 'from airport', 'airport', '出发机场', '起飞机场', '机场'],
      destination: ['dest', 'arrival airport', '目的地'],
      distance: ['miles', 'mile', 'far', 'long', '距离'],
    },
  },
}
