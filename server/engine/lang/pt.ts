import { lemmas } from './lemmas'
import type { LanguagePack } from './pack'

/**
 * Portuguese (Brazil and Portugal) questions are understood through this pack and answered in
 * English. Words are segmented by Intl.Segmenter; inflected forms find their entry by Snowball
 * stem (understand/inflection.ts), so most entries are written once.
 */
export const PT_PACK: LanguagePack = {
  code: 'pt',
  locale: 'pt',
  cues: {
    share: [
      'porcentagem',
      'percentagem',
      'percentual',
      'por cento',
      'proporção',
      'parcela',
      'fatia',
    ],
    ratio: ['quantas vezes', 'vezes mais', 'vezes maior', 'razão entre'],
    margin: ['margem', 'margem de lucro', 'rentabilidade', 'lucratividade'],
    distinct: ['distintos', 'distintas', 'diferentes', 'únicos', 'únicas'],
    median: ['mediana'],
    average: ['média', 'médio', 'em média'],
    total: ['total', 'totais', 'soma', 'somatório', 'no total', 'ao todo', 'acumulado'],
    count: ['quantos', 'quantas', 'número de', 'contagem', 'conte', 'contar'],
    max: [
      ...['maior', 'maiores', 'máximo', 'máxima', 'mais alto', 'mais alta', 'mais altos'],
      ...['mais altas', 'mais elevado', 'mais elevada', 'o mais', 'a mais', 'os mais', 'as mais'],
      ...['mais pesado', 'mais pesada', 'mais longo', 'mais longa', 'mais caro', 'mais cara'],
      ...[
        'mais rápido',
        'mais rápida',
        'mais potente',
        'mais potentes',
        'mais velho',
        'mais velha',
      ],
      ...['mais comum', 'mais frequente', 'mais vendido', 'mais vendida', 'mais lucrativo'],
      ...['mais lucrativa', 'mais populoso', 'mais rico', 'mais rica', 'mais quente', 'mais forte'],
      ...['mais chuvoso', 'mais distante', 'tem mais', 'têm mais', 'teve mais', 'tiveram mais'],
      ...['vendeu mais', 'melhor', 'melhores', 'recorde', 'pico', 'principais'],
    ],
    min: [
      ...['menor', 'menores', 'mínimo', 'mínima', 'mais baixo', 'mais baixa', 'mais baixos'],
      ...['mais baixas', 'mais leve', 'mais leves', 'mais curto', 'mais curta', 'mais barato'],
      ...['mais barata', 'mais lento', 'mais lenta', 'mais jovem', 'mais frio', 'mais fria'],
      ...['mais seco', 'mais seca', 'tem menos', 'têm menos', 'teve menos', 'tiveram menos'],
      ...['vendeu menos', 'pior', 'piores'],
    ],
    compare: ['comparar', 'compare', 'comparação', 'comparado', 'comparada', 'versus', 'contra'],
    change: [
      ...['mudança', 'variação', 'crescimento', 'evolução', 'aumento', 'aumentou', 'queda'],
      ...['diminuiu', 'cresceu', 'caiu', 'mudou', 'variou', 'redução', 'diminuição'],
    ],
    previous: ['ano anterior', 'ano passado', 'ano a ano'],
    calendarMonth: ['mês do ano', 'sazonal', 'sazonalidade'],
    decade: ['década'],
    first: ['primeira vez', 'pela primeira vez', 'primeiro', 'primeira'],
    missing: ['faltando', 'faltante', 'ausente', 'sem', 'vazio', 'em branco', 'nulo'],
    known: ['conhecido', 'conhecida', 'preenchido', 'informado'],
    correlation: [
      'coeficiente de correlação',
      'correlação',
      'relação entre',
      'correlacionado',
      'associação',
    ],
    each: ['por', 'cada', 'para cada', 'em cada'],
    above: [
      ...['mais de', 'mais que', 'mais do que', 'acima de', 'superior a', 'superiores a'],
      ...['maior que', 'maior do que', 'maiores que', 'pelo menos', 'ultrapassa', 'excede'],
      ...['mais velhos que', 'mais velho que', 'mais alto que', 'mais pesado que', 'mais caro que'],
      ...['mais longo que', 'tem mais de', 'têm mais de', 'teve mais de', 'tiveram mais de'],
    ],
    below: [
      ...['menos de', 'menos que', 'menos do que', 'abaixo de', 'inferior a', 'inferiores a'],
      ...['menor que', 'menor do que', 'menores que', 'mais jovens que', 'mais novo que'],
      ...['mais baixo que', 'mais leve que', 'mais barato que', 'mais curto que', 'tem menos de'],
      ...['têm menos de', 'teve menos de', 'tiveram menos de'],
    ],
    between: ['entre'],
    forecast: ['próximo ano', 'ano que vem', 'prever', 'previsão', 'projeção', 'futuro'],
    why: ['por que', 'por quê', 'porque', 'motivo'],
    overview: ['interessante', 'resumo', 'visão geral', 'resuma', 'descreva', 'panorama'],
    difference: ['diferença', 'quanto mais', 'quanto a mais', 'disparidade'],
    not: ['não', 'exceto', 'excluindo', 'salvo'],
    distribution: ['distribuição', 'histograma'],
    trend: ['tendência', 'ao longo do tempo', 'ao longo dos anos', 'série temporal'],
  },
  words: lemmas(`
    valor, valores: value; quantidade, quantidades: quantity; montante: amount
    número, números: number; taxa, taxas, índice: rate; nível: level; pontuação, pontos: score
    nota, notas, avaliação: rating; classificação, ranking: rank; tamanho: size
    frequência: frequency; registro, registros, registo, registos: record; linha, linhas: row
    dados: data; tabela: table; coluna: column; ano, anos: year; mês, meses: month; dia, dias: day
    semana, semanas: week; hora, horas: hour; minuto, minutos: minute; data, datas: date
    trimestre: quarter; século: century; período: period; estação: season; tempo: time
    anual, anualmente: annual; mensal, mensalmente: monthly; diário, diária, diariamente: daily
    semanal: weekly; últimos, últimas, último, última: last; janeiro: January; fevereiro: February
    março: March; abril: April; maio: May; junho: June; julho: July; agosto: August
    setembro: September; outubro: October; novembro: November; dezembro: December
    país, países: country; estado, estados: state; cidade, cidades: city; região, regiões: region
    continente, continentes: continent; província: province; município, municípios: county
    bairro: neighborhood; local, lugar: place; localização: location; endereço: address
    capital: capital; norte: north; sul: south; leste: east; oeste: west; centro: central
    europa: Europe
    americano, americanos, americana, americanas, norte-americano, norte-americanos: American
    japonês, japoneses, japonesa, japonesas: Japanese
    europeu, europeus, europeia, europeias: European; alemão, alemães, alemã, alemãs: German
    francês, franceses, francesa, francesas: French
    italiano, italianos, italiana, italianas: Italian
    britânico, britânicos, britânica, britânicas, inglês, ingleses: British
    chinês, chineses, chinesa, chinesas: Chinese
    brasileiro, brasileiros, brasileira, brasileiras: Brazilian
    português, portugueses, portuguesa, portuguesas: Portuguese
    espanhol, espanhóis, espanhola, espanholas: Spanish
    indiano, indianos, indiana, indianas: Indian; russo, russos, russa, russas: Russian
    coreano, coreanos, coreana, coreanas: Korean
    canadense, canadenses, canadiano, canadianos: Canadian
    mexicano, mexicanos, mexicana, mexicanas: Mexican
    asiático, asiáticos, asiática, asiáticas: Asian
    africano, africanos, africana, africanas: African; ásia: Asia; áfrica: Africa
    américa: America; oceania: Oceania; pessoas, gente: people; pessoa: person
    população, habitantes: population; habitante: inhabitant
    morador, moradores, residente, residentes: resident; criança, crianças, filho, filhos: child
    adulto, adultos: adult; mulher, mulheres: woman; homem, homens: man; masculino: male
    feminino: female; sexo: sex; gênero, género: gender; idade, idades: age
    velho, velhos, idoso, idosos: old; jovem, jovens: young
    nascimento, nascimentos, natalidade: birth; nasceu, nasceram, nascidos: born
    morte, mortes, óbito, óbitos, mortos, falecimentos: death; morreram, morreu, morrer: die
    sobreviveu, sobreviveram, sobreviver: survive; sobrevivência: survival
    sobrevivente, sobreviventes: survivor; vítima, vítimas: victim; ferido, feridos: injury
    expectativa de vida: life expectancy; fertilidade, fecundidade: fertility; saúde: health
    doença, doenças: disease; paciente, pacientes: patient; hospital, hospitais: hospital
    médico, médicos: physician; caso, casos: case; preço, preços: price
    custo, custos, custa, custam: cost; renda, rendimento: income; salário, salários: salary
    ordenado, remuneração: wage; receita, receitas, faturamento, faturação: revenue
    venda, vendas, vendeu, venderam, vendido, vendidos: sales
    lucro, lucros, ganho, ganhos: profit; prejuízo, prejuízos, perda, perdas: loss
    desconto, descontos: discount; pedido, pedidos, encomenda, encomendas: order
    cliente, clientes: customer; produto, produtos: product; artigo, artigos: item
    categoria, categorias: category; subcategoria, subcategorias: sub-category
    segmento, segmentos: segment; orçamento: budget; despesa, despesas, gasto, gastos: expense
    imposto, impostos: tax; dívida: debt; pib: gdp; inflação: inflation; desemprego: unemployment
    emprego: employment; dinheiro: money; dólar, dólares: dollar; loja, lojas: store
    empresa, empresas, companhia: company
    funcionário, funcionários, empregado, empregados: employee; trabalhador, trabalhadores: worker
    cargo, profissão, ocupação, trabalho: occupation; departamento: department
    equipe, equipa, time: team; vendedor, vendedores: seller; fornecedor, fornecedores: supplier
    envio, remessa: shipping; modo de envio: ship mode
    aluno, alunos, estudante, estudantes: student; escola, escolas: school
    universidade: university; curso: course
    carro, carros, automóvel, automóveis, veículo, veículos: car
    passageiro, passageiros: passenger; voo, voos: flight
    atraso, atrasos, atrasado, atrasados: delay; aeroporto, aeroportos: airport
    companhia aérea: airline; avião, aviões: plane; origem: origin; destino: destination
    chegada: arrival; distância: distance; comprimento: length; altura: height; largura: width
    profundidade: depth; peso, pesos, pesa, pesam: weight; área: area; volume: volume
    velocidade: speed; aceleração: acceleration; potência: engine power
    cavalos, cavalos de potência, cavalos-vapor, cv: horsepower; motor, motores: engine
    cilindro, cilindros: cylinder; cilindrada: displacement; combustível: fuel
    consumo: consumption; consumo de combustível: fuel consumption
    milhas por galão: miles per gallon; quilometragem, autonomia: mileage; milha, milhas: mile
    galão, galões: gallon; libra, libras: pound
    quilo, quilos, quilograma, quilogramas, kg: kilogram; tonelada, toneladas: tonne
    metro, metros: meter; litro, litros: liter; grau, graus: degree; milímetro, milímetros, mm: mm
    euro, euros: euro; real, reais: real
    quilômetro, quilómetro, quilômetros, quilómetros: kilometer; modelo, modelos: model
    marca, marcas: brand; fabricante, fabricantes: manufacturer
    temperatura, temperaturas: temperature; precipitação: precipitation
    chuva, chuvas, choveu: rain; neve, nevou: snow; vento, ventos: wind; sol, ensolarado: sun
    nevoeiro, neblina: fog; garoa, chuvisco: drizzle; clima, tempo meteorológico: weather
    umidade, humidade: humidity; classe, classes: class; grupo, grupos: group; tipo, tipos: type
    espécie, espécies: species; nome, nomes: name; título: title; código: code; situação: status
    filme, filmes: film; gênero musical: genre; diretor: director; música, músicas, canção: song
    artista, artistas: artist; livro, livros: book; autor, autores: author; jogo, jogos: game
    jogador, jogadores, atleta, atletas: player; gol, gols, golo, golos: goal
    vitória, vitórias: win; medalha, medalhas: medal; energia: energy; emissão, emissões: emission
    crime, crimes: crime; acidente, acidentes: accident; desastre, desastres, catástrofe: disaster
    terremoto, sismo: earthquake; inundação, enchente: flood; bilhete, bilhetes, passagem: ticket
    tarifa: fare; viagem, viagens: trip; rota: route; pesado, pesados, pesada, pesadas: heavy
    leve, leves: light; longo, longa, longos: long; curto, curta: short; alto, alta, altos: high
    baixo, baixa, baixos: low; rápido, rápida: fast; lento, lenta: slow
    caro, cara, caros: expensive; barato, barata: cheap; grande, grandes: big
    pequeno, pequena, pequenos: small; rico, ricos: rich; pobre, pobres: poor
    potente, potentes: powerful; quente: hot; frio, fria: cold; comum: common; popular: popular
    lucrativo, rentável: profitable; mostre, mostrar, exiba, mostra: show
    diga, conte-me, fale: tell; com: with; liste, listar: list; existe, existem, há: be
    possui, possuem, tem, têm, teve, tiveram, tinha, tinham, houve: have
    vem, vêm, veio, vieram, provém: come; máximo, máxima, máximos, máximas: maximum
    mínimo, mínima, mínimos, mínimas: minimum; velocidade do vento: wind speed; qual, quais: which
    onde: where; quando: when; durante: during; para: to; depois, após: after; antes: before
    desde: since; até: until
    fabricado, fabricados, fabricada, fabricadas, produzido, produzidos, feito, feitos: make
    eua: USA; estados unidos: United States; aeroporto de origem: origin
    aeroporto de destino: destination
  `),
  scales: { mil: 1e3, milhão: 1e6, milhões: 1e6, bilhão: 1e9, bilhões: 1e9, mi: 1e6, bi: 1e9 },
}
