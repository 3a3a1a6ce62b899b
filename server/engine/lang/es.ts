import { lemmas } from './lemmas'
import type { LanguagePack } from './pack'

/**
 * Spanish questions are understood through this pack and answered in English. Words are
 * segmented by Intl.Segmenter; content words are translated into English lemmas.
 */
export const ES_PACK: LanguagePack = {
  code: 'es',
  locale: 'es',
  cues: {
    share: ['porcentaje', 'proporción', 'parte'],
    ratio: ['cuántas veces', 'veces'],
    margin: ['margen', 'margen de beneficio', 'rentabilidad'],
    distinct: ['distintos', 'diferentes', 'distintas'],
    median: ['mediana'],
    average: ['promedio', 'media'],
    total: ['total', 'totales', 'suma'],
    count: ['cuántos', 'cuántas', 'número de'],
    max: ['más alto', 'más alta', 'máximo', 'mayor', 'más muertes'],
    min: ['más bajo', 'más baja', 'mínimo', 'menor'],
    compare: ['comparar', 'compara', 'frente a'],
    change: ['cambio', 'crecimiento', 'evolución'],
    previous: ['año anterior'],
    calendarMonth: ['mes del año', 'estacional'],
    decade: ['década'],
    first: ['primera vez', 'primero'],
    missing: ['faltan', 'sin'],
    known: ['conocido'],
    correlation: ['coeficiente de correlación', 'correlación'],
    each: ['por', 'cada'],
    above: ['más de', 'superior a'],
    below: ['menos de', 'inferior a'],
    between: ['entre'],
    forecast: ['próximo año', 'predecir', 'pronóstico'],
    why: ['por qué'],
    overview: ['interesante', 'resumen'],
    difference: ['diferencia'],
    not: ['no', 'excepto'],
    distribution: ['distribución'],
    trend: ['tendencia'],
  },
  words: {
    // Everyday words of data, each to the English lemma a column is named by.
    ...lemmas(`
    valor, valores: value; cantidad, cantidades: quantity; monto, importe: amount
    número, números: number; tasa, tasas, índice: rate; nivel: level; puntuación, puntos: score
    calificación, valoración: rating; clasificación: rank; tamaño: size; frecuencia: frequency
    registro, registros: record; fila, filas: row; datos: data; tabla: table
    columna, columnas: column; año, años: year; mes, meses: month; día, días: day
    semana, semanas: week; hora, horas: hour; minuto, minutos: minute; fecha, fechas: date
    trimestre: quarter; siglo: century; período, periodo: period; estación: season
    anual: annual; mensual: monthly; diario: daily; semanal: weekly
    país, países: country; estado, estados: state; ciudad, ciudades: city; región, regiones: region
    continente, continentes: continent; provincia, provincias: province
    condado, condados, municipio, municipios: county; lugar, lugares: place
    ubicación: location; dirección: address; capital: capital
    población, habitantes: population; habitante: inhabitant; gente, personas: people
    persona: person; niño, niños, hijo, hijos: child; adulto, adultos: adult
    mujer, mujeres: woman; hombre, hombres: man; sexo: sex; género: gender; edad, edades: age
    nacimiento, nacimientos, natalidad: birth; muerte, muertes, fallecidos, defunciones: death
    víctima, víctimas: victim; herido, heridos: injury; esperanza de vida: life expectancy
    fertilidad, fecundidad: fertility; salud: health; enfermedad, enfermedades: disease
    paciente, pacientes: patient; caso, casos: case; precio, precios: price
    costo, costos, coste, costes: cost; ingreso, ingresos, renta: income
    salario, salarios, sueldo, sueldos: salary; facturación: revenue
    ganancia, ganancias, beneficio, beneficios: profit; pérdida, pérdidas: loss
    impuesto, impuestos: tax; deuda: debt; pib: gdp; inflación: inflation
    desempleo, paro: unemployment; empleo: employment; ahorro: savings; dinero: money
    empresa, empresas, compañía: company; empleado, empleados: employee
    departamento: department; estudiante, estudiantes, alumno, alumnos: student
    escuela, escuelas: school; coche, coches, auto, autos, carro, carros, vehículo: car
    vuelo, vuelos: flight; retraso, retrasos: delay; aeropuerto: airport
    distancia: distance; longitud, largo: length; altura: height; ancho: width
    profundidad: depth; peso, pesos: weight; superficie, área: area; volumen: volume
    velocidad: speed; potencia, caballos de fuerza, caballos: horsepower; motor: engine
    cilindro, cilindros: cylinder; consumo: consumption; temperatura, temperaturas: temperature
    precipitación: precipitation; lluvia: rain; nieve: snow; viento: wind; clima: weather
    humedad: humidity; clase, clases: class; grupo, grupos: group; tipo, tipos: type
    especie, especies: species; nombre, nombres: name; terremoto, terremotos, sismo: earthquake
    magnitud: magnitude; estación sismológica: station; accidente, accidentes: accident
    delito, delitos, crimen: crime; jugador, jugadores: player; gol, goles: goal
    pesado, pesada: heavy; ligero, ligera: light; alto, alta: high; bajo, baja: low
    rápido, rápida: fast; lento, lenta: slow; caro, cara: expensive; barato, barata: cheap
    grande, grandes: big; pequeño, pequeña: small; rico, ricos: rich; pobre, pobres: poor
    muestra, mostrar: show; cuál, cuáles: which; dónde: where; cuándo: when; desde: since
    hasta: until; antes: before; después: after
  `),
    ventas: 'sales',
    pedidos: 'order',
    pedido: 'order',
    clientes: 'customer',
    cliente: 'customer',
    descuento: 'discount',
    beneficios: 'profit',
    oeste: 'west',
    norte: 'north',
    sur: 'south',
    lectura: 'reading',
    mensual: 'monthly',
    mes: 'month',
    serie: 'series',
    registró: 'record',
    muertes: 'death',
    país: 'country',
    países: 'country',
    habitantes: 'population',
    ingresos: 'income',
    población: 'population',
    beneficio: 'profit',
    ganancia: 'profit',
    ganancias: 'profit',
    venta: 'sales',
    categoría: 'category',
    región: 'region',
  },
}
