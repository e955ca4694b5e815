# Release notes

Acme 2.0 isn't a Swift file: it's Markdown {with a brace.
