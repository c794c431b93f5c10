import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChatMessage } from '../api.ts';
import { citationParts } from '../chat-messages.ts';

interface Props {
  text: string;
  /** The answer's sources in the order the model numbered them: [1] is the first. */
  sources: ChatMessage['sources'];
  sectionLink: (sectionId: number) => string;
}

/** An answer's text with each citation [n] a link to the n-th source's section; other brackets stay text. */
export function CitedText({ text, sources, sectionLink }: Props) {
  const { t } = useTranslation();
  return (
    <Text
      size="sm"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      data-testid="chat-message-text"
    >
      {citationParts(text).map((part) => {
        const source = part.citation === null ? undefined : sources[part.citation - 1];
        if (!source) return <Fragment key={part.at}>{part.text}</Fragment>;
        const title = `${source.chapterTitle} › ${source.sectionTitle}`;
        return (
          <Anchor
            key={part.at}
            component={Link}
            to={sectionLink(source.sectionId)}
            aria-label={t('aiChat.citation', { number: part.citation, title })}
            title={title}
            data-testid="chat-citation"
            fw={600}
          >
            {part.text}
          </Anchor>
        );
      })}
    </Text>
  );
}
