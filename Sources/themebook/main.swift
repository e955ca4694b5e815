import ThemebookCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A command that builds ends the process itself while what it made is alive (`Console.finish`).
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), stderrIsTerminal: isatty(2) == 1, exit: { exit($0) }))
