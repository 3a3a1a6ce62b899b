import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  /** Shown above the error; each pane has its own boundary so one crash never takes down the rest. */
  title: string
  retryLabel: string
  children: ReactNode
}

export class PaneErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Pane crashed', error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div role="alert" className="m-4 rounded-md border border-(--danger) p-4">
        <p className="font-medium">{this.props.title}</p>
        <p className="mt-1 text-sm text-(--muted)">{this.state.error.message}</p>
        <button
          type="button"
          className="btn btn-secondary mt-3"
          onClick={() => this.setState({ error: null })}
        >
          {this.props.retryLabel}
        </button>
      </div>
    )
  }
}
