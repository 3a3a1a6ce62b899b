export { AnalysisPane } from './components/analysis-pane'
