export { ChatPane } from './components/chat-pane'
