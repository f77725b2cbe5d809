/// A usage error: exit status 2, with a message that says what to do.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// The options one verb accepts, and the arguments it was given, parsed.
struct ParsedArguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var options: [String: String] = [:]

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    func value(_ option: String) -> String? { options[option] }
}

/// What a verb accepts.
struct CommandSpec {
    /// `--variants LIST`, which every verb that draws takes.
    static let variantsOption = (name: "variants", value: "LIST",
                                 help: "draw this matrix instead of each preview's variants: values such as dark,ax5,se-landscape (axes multiply)")

    let verb: String
    let synopsis: String
    let summary: String
    /// `--name` flags without values.
    let flags: [(name: String, help: String)]
    /// `--name VALUE` options.
    let options: [(name: String, value: String, help: String)]
    let positionals: ClosedRange<Int>
    let positionalHelp: [(name: String, help: String)]

    var help: String {
        var s = "usage: \(ToolName.current) \(verb) \(synopsis)\n\n\(summary)\n"
        if !positionalHelp.isEmpty {
            s += "\narguments:\n"
            for p in positionalHelp { s += "  \(p.name.padding(toLength: 22, withPad: " ", startingAt: 0))\(p.help)\n" }
        }
        s += "\noptions:\n"
        for o in options {
            s += "  \("--\(o.name) \(o.value)".padding(toLength: 22, withPad: " ", startingAt: 0))\(o.help)\n"
        }
        for f in flags {
            s += "  \("--\(f.name)".padding(toLength: 22, withPad: " ", startingAt: 0))\(f.help)\n"
        }
        s += "  \("--help".padding(toLength: 22, withPad: " ", startingAt: 0))show this help\n"
        return s
    }

    /// Parses `arguments` (after the verb). `--name=value` and `--name value` both work.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
                parsed.positionals.append(arg)
                continue
            }
            if arg == "--" { onlyPositionals = true; continue }
            if arg == "--help" || arg == "-h" { parsed.flags.insert("help"); continue }
            var name = String(arg.drop { $0 == "-" })
            var inline: String?
            if let eq = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            if flags.contains(where: { $0.name == name }) {
                guard inline == nil else { throw UsageError(message: "\(ToolName.current) \(verb): --\(name) takes no value") }
                parsed.flags.insert(name)
            } else if options.contains(where: { $0.name == name }) {
                if let inline {
                    parsed.options[name] = inline
                } else {
                    guard i < arguments.count else {
                        throw UsageError(message: "\(ToolName.current) \(verb): --\(name) needs a value; see `\(ToolName.invocation) \(verb) --help`")
                    }
                    parsed.options[name] = arguments[i]
                    i += 1
                }
            } else {
                throw UsageError(message: "\(ToolName.current) \(verb): unknown option \(arg); see `\(ToolName.invocation) \(verb) --help`")
            }
        }
        if !parsed.has("help") && !positionals.contains(parsed.positionals.count) {
            let expected = positionals.lowerBound == positionals.upperBound
                ? "\(positionals.lowerBound)" : "\(positionals.lowerBound) to \(positionals.upperBound)"
            throw UsageError(message: "\(ToolName.current) \(verb): expected \(expected) argument(s), got \(parsed.positionals.count) (\(parsed.positionals.joined(separator: " "))); see `\(ToolName.invocation) \(verb) --help`")
        }
        return parsed
    }
}

extension ParsedArguments {
    func int(_ option: String, verb: String, allowed: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let raw = value(option) else { return nil }
        guard let n = Int(raw), allowed.contains(n) else {
            throw UsageError(message: "\(ToolName.current) \(verb): --\(option) must be a whole number from \(allowed.lowerBound) to \(allowed.upperBound), not \"\(raw)\"")
        }
        return n
    }

    func double(_ option: String, verb: String, allowed: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let raw = value(option) else { return nil }
        guard let n = Double(raw), n.isFinite, allowed.contains(n) else {
            throw UsageError(message: "\(ToolName.current) \(verb): --\(option) must be a number from \(allowed.lowerBound) to \(allowed.upperBound), not \"\(raw)\"")
        }
        return n
    }
}
