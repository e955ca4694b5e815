enum MarkdownPlaceholder {}
