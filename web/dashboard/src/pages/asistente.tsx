/**
 * Asistente: a chat with POST /api/v1/assistant/ask. Each answer shows its figures and the
 * follow-up questions the assistant offers; the conversation id carries the context.
 */
import { useEffect, useState } from 'preact/hooks';
import type { AssistantAnswerAttributes, Figure } from '../../../../shared/domain/responses/assistant.ts';
import { formatMoney, formatNumber, formatPercent } from '../lib/format.ts';
import { Card, ErrorBox, Page } from '../ui/components.tsx';
import { useDashboard } from '../ui/context.ts';

interface Turn {
  question: string;
  answer?: AssistantAnswerAttributes;
  error?: Error;
}

const formatFigure = (figure: Figure) => {
  if (typeof figure.value === 'string') return figure.value;
  if (figure.unit === 'cents') return formatMoney(figure.value);
  if (figure.unit === '%') return formatPercent(figure.value);
  return formatNumber(figure.value);
};

const SUGGESTIONS = [
  '¿Cuánto vendí ayer?',
  '¿Cuál es mi platillo estrella?',
  '¿Cómo va mi costo de alimentos este mes?',
];

/** Kept for the browser tab's session, per branch: leaving the page and coming back keeps the chat. */
const storageKey = (branchId: string) => `asistente:${branchId}`;

interface Stored {
  turns: { question: string; answer?: Turn['answer'] }[];
  conversation: string | null;
}

function restore(branchId: string): Stored {
  try {
    const text = sessionStorage.getItem(storageKey(branchId));
    if (text) return JSON.parse(text) as Stored;
  } catch {
    // Storage refused (private mode) or a damaged entry: start afresh.
  }
  return { turns: [], conversation: null };
}

function keep(branchId: string, turns: readonly Turn[], conversation: string | null) {
  // An error is not kept (it is an Error object, and a new visit may ask again).
  const stored: Stored = {
    turns: turns.filter((turn) => turn.answer).map(({ question, answer }) => ({ question, answer })),
    conversation,
  };
  try {
    sessionStorage.setItem(storageKey(branchId), JSON.stringify(stored));
  } catch {
    // Storage full or refused: the chat still works, it is just not kept.
  }
}

/**
 * The branch's chat: its turns and conversation id (restored from the tab's storage, kept as they
 * change), the draft question, and `ask`, which sends one (POST /assistant/ask) unless one is on
 * its way.
 */
function useChat() {
  const { api, branch } = useDashboard();
  const [restored] = useState(() => restore(branch.branch_identifier));
  const [turns, setTurns] = useState<Turn[]>(restored.turns);
  const [conversation, setConversation] = useState<string | null>(restored.conversation);
  useEffect(() => keep(branch.branch_identifier, turns, conversation), [turns, conversation]);
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState('');

  async function ask(question: string) {
    const text = question.trim();
    if (!text || busy) return;
    setBusy(true);
    setDraft('');
    setTurns((previous) => [...previous, { question: text }]);
    let turn: Turn;
    try {
      const answer = await api.request('assistant-ask', {
        branchId: branch.branch_identifier,
        body: {
          data: {
            type: 'assistant-question',
            attributes: {
              branch_identifier: branch.branch_identifier,
              question: text,
              ...(conversation ? { conversation_id: conversation } : {}),
            },
          },
        },
      });
      setConversation(answer.data.meta.conversation_id);
      turn = { question: text, answer: answer.data.attributes };
    } catch (error) {
      turn = { question: text, error: error as Error };
    }
    setTurns((previous) => [...previous.slice(0, -1), turn]);
    setBusy(false);
  }

  return { turns, busy, draft, setDraft, ask };
}

type Chat = ReturnType<typeof useChat>;

export function Asistente() {
  const chat = useChat();
  const { turns } = chat;
  const last = turns.at(-1)?.answer;
  const offers = last?.follow_ups.length ? last.follow_ups : turns.length === 0 ? SUGGESTIONS : [];
  return (
    <Page title="Asistente" subtitle="Pregunta por tus ventas, costos, caja o menú, en tus palabras.">
      <Card class="chat">
        <ol class="turns" aria-live="polite">
          {turns.map((turn, index) => (
            <ChatTurn key={index} turn={turn} />
          ))}
        </ol>
        {offers.length > 0 ? (
          <div class="presets">
            {offers.map((offer) => (
              <button
                type="button"
                class="chip"
                key={offer}
                onClick={() => void chat.ask(offer)}
                disabled={chat.busy}
              >
                {offer}
              </button>
            ))}
          </div>
        ) : null}
        <AskForm chat={chat} />
      </Card>
    </Page>
  );
}

/** A question and its answer with its figures, its error, or "Pensando…" while it is on its way. */
function ChatTurn(props: { turn: Turn }) {
  const { turn } = props;
  return (
    <li>
      <p class="question">{turn.question}</p>
      {turn.answer ? (
        <div class="answer">
          <p>{turn.answer.answer}</p>
          {turn.answer.figures.length > 0 ? (
            <dl class="ledger">
              {turn.answer.figures.map((figure) => (
                <div key={figure.key}>
                  <dt>{figure.label}</dt>
                  <dd>{formatFigure(figure)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      ) : turn.error ? (
        <ErrorBox error={turn.error} />
      ) : (
        <p class="loading">Pensando…</p>
      )}
    </li>
  );
}

/** The question's field ("Tu pregunta") and Preguntar, refused while empty or while one is on its way. */
function AskForm(props: { chat: Chat }) {
  const { chat } = props;
  return (
    <form
      class="ask"
      onSubmit={(event) => {
        event.preventDefault();
        void chat.ask(chat.draft);
      }}
    >
      <label class="visually-hidden" for="question">
        Tu pregunta
      </label>
      <input
        id="question"
        value={chat.draft}
        onInput={(event) => chat.setDraft(event.currentTarget.value)}
        placeholder="¿Cuánto vendí la semana pasada?"
        maxLength={500}
        autocomplete="off"
      />
      <button type="submit" class="primary" disabled={chat.busy || chat.draft.trim() === ''}>
        Preguntar
      </button>
    </form>
  );
}
