/** Initials of a name, titles such as 'Dr' or 'Pr' left out: 'Dr Remadji Néloumta' → 'RN'. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^(Dr|Pr|Me)\.?$/i.test(word));
  const picked = words.length > 2 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => word?.charAt(0).toLocaleUpperCase('fr') ?? '').join('');
}
