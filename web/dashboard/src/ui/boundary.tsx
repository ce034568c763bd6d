/**
 * A page's error boundary: an exception while a page renders shows a Spanish message with a way
 * back, inside the layout (the navigation stays), instead of blanking the app.
 */
import { Component, type ComponentChildren } from 'preact';

interface State {
  error: Error | null;
}

export class PageBoundary extends Component<{ children: ComponentChildren }, State> {
  override state: State = { error: null };

  static override getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    // For the console (and the owner's support): the screen says it in Spanish.
    console.warn('page failed to render', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div class="error page-failed" role="alert">
        <strong>Esta sección no se pudo mostrar.</strong>
        <span>Las demás siguen disponibles en el menú. Recargar la página suele resolverlo.</span>
        <p class="actions">
          <button type="button" onClick={() => location.reload()}>
            Recargar
          </button>
        </p>
      </div>
    );
  }
}
