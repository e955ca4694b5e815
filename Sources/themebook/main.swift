import ThemebookCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

MallocSettings.apply()
// The process exits right after the command: what it made is left to the exit (`ProcessExit`).
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), stderrIsTerminal: isatty(2) == 1, exitsAfterward: true))
