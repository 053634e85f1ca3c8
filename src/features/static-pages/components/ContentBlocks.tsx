import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import type { Block, Inline, RichText as RichTextValue } from '../content/types';
import styles from './StaticPage.module.css';

function InlinePiece({ piece }: { piece: Inline }) {
  if (typeof piece === 'string') return piece;
  if ('strong' in piece) return <strong>{piece.strong}</strong>;
  if ('to' in piece) return <Link to={piece.to}>{piece.text}</Link>;
  // Mail and phone links stay in the tab; web addresses are other sites and open beside the page.
  const external = /^https?:/.test(piece.href);
  return external ? (
    <a href={piece.href} target="_blank" rel="noopener noreferrer">
      {piece.text}
    </a>
  ) : (
    <a href={piece.href}>{piece.text}</a>
  );
}

export function RichText({ text }: { text: RichTextValue }) {
  if (typeof text === 'string') return text;
  return text.map((piece, index) => (
    <Fragment key={index}>
      <InlinePiece piece={piece} />
    </Fragment>
  ));
}

function ContentBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <RichText text={item} />
        </li>
      ));
      return block.ordered ? <ol className={styles.list}>{items}</ol> : <ul className={styles.list}>{items}</ul>;
    }
    case 'definitions':
      return (
        <dl className={styles.definitions}>
          {block.items.map((item) => (
            <div key={item.term} className={styles.definition}>
              <dt>{item.term}</dt>
              <dd>
                <RichText text={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

export function ContentBlocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => <ContentBlock key={index} block={block} />);
}
