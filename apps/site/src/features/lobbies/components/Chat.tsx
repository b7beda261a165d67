import type { LobbyClientMessage } from '@arena/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format';
import { dateTimeFormat } from '../../../shared/intl';
import { CHAT_MAX_LENGTH } from '../constants';
import { chatMessage, type ChatLine } from '../protocol';

/** The lobby's chat: its messages (newest at the bottom) and a message box of up to 500 characters. */
export function Chat({
  lines,
  ownSteamId,
  send,
}: {
  lines: ChatLine[];
  ownSteamId: string | null;
  send: (message: LobbyClientMessage) => boolean;
}) {
  const { t } = useTranslation('lobbies');
  const f = useFormat();
  const id = useId();
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const message = chatMessage(text);
  const time = dateTimeFormat(f.locale, { hour: '2-digit', minute: '2-digit' });

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines.length]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (message && send(message)) setText('');
  }

  return (
    <section className="card lobbies__chat" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lobbies__panel-title">
        {t('chat.title')}
      </h2>
      {lines.length === 0 ? <p className="muted small">{t('chat.empty')}</p> : null}
      <ol className="lobbies__messages" ref={listRef} aria-live="polite" data-testid="chat-messages">
        {lines.map((line) => {
          const sent = new Date(line.sentAt);
          return (
            <li
              key={line.key}
              className={`lobbies__message${line.steamId === ownSteamId ? ' is-own' : ''}`}
              data-testid="chat-message"
              data-steam-id={line.steamId}
            >
              <time className="muted small mono" dateTime={line.sentAt} title={f.dateTime(sent)}>
                {Number.isNaN(sent.getTime()) ? '' : time.format(sent)}
              </time>{' '}
              <strong className="lobbies__message-author">{line.username}</strong>{' '}
              <span className="lobbies__message-text">{line.message}</span>
            </li>
          );
        })}
      </ol>
      <form className="lobbies__chat-form" onSubmit={submit}>
        <label className="sr-only" htmlFor={`${id}-input`}>
          {t('chat.label')}
        </label>
        <input
          id={`${id}-input`}
          className="input lobbies__chat-input"
          type="text"
          autoComplete="off"
          maxLength={CHAT_MAX_LENGTH}
          value={text}
          placeholder={t('chat.placeholder')}
          onChange={(e) => setText(e.target.value)}
          data-testid="chat-input"
        />
        <span className="muted small mono" aria-hidden>
          {t('chat.length', { length: f.number(text.length), max: f.number(CHAT_MAX_LENGTH) })}
        </span>
        <button type="submit" className="button button--primary" disabled={!message} data-testid="chat-send">
          {t('chat.send')}
        </button>
      </form>
    </section>
  );
}
