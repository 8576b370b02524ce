import styled from 'styled-components';

/** A chosen or current picture shown beside an image input. */
export const ImagePreview = styled.img`
  display: block;
  width: 160px;
  height: 160px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
