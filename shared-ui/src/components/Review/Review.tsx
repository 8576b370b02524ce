/**
 * A review's parts, as the product page (customer) and the store's reviews (seller) show them: the
 * line of stars, author and date, the text, and the store's reply. Each page adds its own actions.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { RatingStars } from '../RatingStars/RatingStars';

/** A row of a review's head: wraps on a phone, its parts centred on one line. */
export const ReviewRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Author = styled.span<{ $emphasis: boolean }>`
  font-weight: ${({ theme, $emphasis }) => ($emphasis ? theme.fontWeights.semibold : 'inherit')};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Reply = styled.div<{ $indented: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-inline-start: ${({ theme, $indented }) => ($indented ? theme.space[4] : '0')};
  padding-inline-start: ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
`;

export interface ReviewBylineProps {
  rating: number;
  author: string;
  /** When it was written (ISO), and that day as the page writes it. */
  createdAt: string;
  dateText: string;
  /** Words after the date, e.g. " · edited". */
  note?: ReactNode;
  /** The author's name in bold. */
  emphasizeAuthor?: boolean;
}

/** The review's stars, author and date on one row. */
export function ReviewByline({ rating, author, createdAt, dateText, note, emphasizeAuthor = false }: ReviewBylineProps) {
  return (
    <ReviewRow>
      <RatingStars value={rating} />
      <Author $emphasis={emphasizeAuthor}>
        <bdi>{author}</bdi>
      </Author>
      <Muted>
        <time dateTime={createdAt}>{dateText}</time>
        {note}
      </Muted>
    </ReviewRow>
  );
}

/** A review's or a reply's text, its line breaks kept. */
export function ReviewText({ text }: { text: string }) {
  return (
    <Text>
      <bdi>{text}</bdi>
    </Text>
  );
}

export interface ReviewReplyProps {
  /** Whose reply, e.g. "Reply from Kyoto Crafts". */
  label: string;
  text: string;
  /** Set in from the review's edge (under the review in a list). */
  indented?: boolean;
  /** Actions under the reply (e.g. Edit). */
  children?: ReactNode;
}

/** The store's reply under a review, set off by a line at its start. */
export function ReviewReply({ label, text, indented = false, children }: ReviewReplyProps) {
  return (
    <Reply $indented={indented}>
      <Muted>{label}</Muted>
      <ReviewText text={text} />
      {children}
    </Reply>
  );
}
