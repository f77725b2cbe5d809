// Fuzz target `cli`: the command-line parser of `previews` (CommandSpec.parse) and what the verbs
// make of the values it gives them.
//
// The input is an argument list, one argument per line (or between NUL bytes). It is parsed
// against every verb's spec (the `Tool.verbs` table, each verb's static `spec`), and each
// verb's help is written. Of a successful parse, the values the verbs read are read as they
// read them: the whole numbers and numbers with their ranges, --shard I/N (and the plan it
// makes over the positionals, with and without timings), --taps, --format, --variants (the
// matrix; kept to 200 characters, since axes multiply) and the FILTER.
//
// Invariants: a parse keeps every argument (as a positional, a flag or an option value) and
// only the spec's names; a number read is in its range; a shard is 1 ≤ I ≤ N, and the shards
// of a plan cover the names exactly once; taps are finite; formats are not empty; the variants
// of a matrix have different names (one file each).
import Foundation
import FuzzSupport
@testable import PreviewCommand
import PreviewRegistry

// Found and fixed: any N in --shard I/N (ShardPlan with timings allocated N loads) and two
// variants of one name from one --variants list (`en-rtl,en,ltr,rtl`); reproducers in
// Fuzz/Crashes/cli/, tests in Tests/PreviewCommandTests/FuzzRegressionTests.swift.

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let arguments = bytes.split(omittingEmptySubsequences: false) { $0 == 0 || $0 == 10 }
        .map { String(decoding: $0, as: UTF8.self) }
    let specs = MainActor.assumeIsolated { Tool.verbs.sorted { $0.key < $1.key }.map(\.value.spec) }
    for spec in specs {
        _ = spec.help
        guard let parsed = try? spec.parse(arguments) else { continue }
        check(parsed, spec: spec, arguments: arguments)
    }
    return 0
}

func check(_ parsed: ParsedArguments, spec: CommandSpec, arguments: [String]) {
    let verb = spec.verb
    invariant(parsed.has("help") || spec.positionals.contains(parsed.positionals.count),
              "\(verb): \(parsed.positionals.count) positionals accepted")
    for flag in parsed.flags {
        invariant(flag == "help" || spec.flags.contains { $0.name == flag }, "\(verb): flag --\(flag) is not in the spec")
    }
    for option in parsed.options.keys {
        invariant(spec.options.contains { $0.name == option }, "\(verb): option --\(option) is not in the spec")
    }
    // Every argument went somewhere: a positional, a flag, an option's name or value, or `--`.
    invariant(parsed.positionals.count + parsed.flags.count <= arguments.count, "\(verb): more values than arguments")
    for positional in parsed.positionals {
        invariant(arguments.contains(positional), "\(verb): positional \(positional) is not an argument")
    }
    for (name, value) in parsed.options {
        invariant(arguments.contains(value) || arguments.contains { $0.hasSuffix("=" + value) && $0.contains(name) },
                  "\(verb): --\(name) has a value that is not an argument")
    }

    for (option, range) in [("scale", 1...3), ("jobs", 1...256), ("fps", 30...60), ("port", 0...65535)] {
        if let n = try? parsed.int(option, verb: verb, allowed: range) {
            invariant(range.contains(n), "\(verb): --\(option) \(n) outside \(range)")
        }
    }
    for option in ["threshold", "precision", "alpha"] {
        if let n = try? parsed.double(option, verb: verb, allowed: 0...1) {
            invariant(n.isFinite && (0...1).contains(n), "\(verb): --\(option) \(n) outside 0…1")
        }
    }
    if let shard = try? CheckVerb.parseShard(parsed.value("shard")) {
        let (index, count) = shard
        invariant(count >= 1 && (1...count).contains(index), "--shard \(index)/\(count)")
        // The plan over the positionals: its own shard's part, and for a few shards the whole.
        let names = Array(Set(parsed.positionals.prefix(64)))
        let timings = Dictionary(names.enumerated().map { ($0.element, Double($0.offset % 5)) }) { a, _ in a }
        for t in [nil, timings] {
            let mine = ShardPlan(index: index, count: count, timings: t).select(names)
            invariant(Set(mine).isSubset(of: names), "a shard holds names that were not given")
            if count <= 8 {
                let all = (1...count).flatMap { ShardPlan(index: $0, count: count, timings: t).select(names) }
                invariant(all.count == names.count && Set(all) == Set(names), "\(count) shards do not cover the names exactly once")
            }
        }
    }
    if let taps = try? RenderVerb.parseTaps(parsed.value("taps")) {
        for tap in taps { _ = "\(tap)" }
    }
    if let formats = try? RenderVerb.parseFormats(parsed.value("format"), verb: verb) {
        invariant(!formats.isEmpty, "no format")
    }
    if let list = parsed.value("variants"), list.count <= 200, let variants = try? PreviewVariant.matrix(parsing: list) {
        invariant(!variants.isEmpty, "--variants \(list): no variant")
        var seen: [String: PreviewVariant] = [:]
        for variant in variants {
            if let other = seen[variant.name] {
                invariant(false, "--variants \(list): two variants named \(variant.name): \(other) and \(variant)")
            }
            seen[variant.name] = variant
        }
    }
    for positional in parsed.positionals.prefix(4) {
        let filter = SnapshotFilter(positional)
        _ = filter.matches(name: positional)
        _ = SnapshotFilter.entryName(fromPath: positional)
        _ = CheckVerb.exactFilter(forPath: positional)
    }
}

runFuzzer(LLVMFuzzerTestOneInput)
