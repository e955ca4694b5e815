#!/usr/bin/env bash
# Regenerates Sources/ThemebookCore/Render/BuiltInTemplates.swift from templates/ (run it after
# changing a template or an asset; a test fails while the generated file is stale).
set -euo pipefail
cd "$(dirname "$0")/.."
swift scripts/embed-templates.swift "$PWD"
