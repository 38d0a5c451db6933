import Foundation

/// Kata 11's variants that no schema switch reaches (a mutant that changes storage or two
/// bodies, the correct mediators that store their state differently) in one build, where each
/// used to cost a build of its own.
///
/// The mediator's file becomes a facade with the kept mediator's public API (same name, same
/// members) that forwards to one body, chosen at `init` by `KATA_MUTANT` (0: the kept mediator,
/// itself one of the bodies), then every variant renamed: its mediator type to a name drawn anew
/// for each check, its other top-level declarations likewise, each `fileprivate`, so no test can
/// name or build one; a variant's own copy of a shared declaration (the `Colleague` protocol)
/// keeps its body under an unused name, so all of them share the kept one. Renaming is done on
/// the parser's tokens of the kata's own files (``DeclarationOutline``). The ids are drawn in a
/// new order per check, so no name or number says which variant a run judges.
///
/// A compiler error inside one variant (or its line of the facade) drops that variant, which
/// then gets a build of its own as before; any other error, or a kept mediator whose API the
/// facade cannot forward (static members, subscripts, failable or generic initialisers), means
/// no variants build: every variant gets its own.
struct TrialVariants {
    /// The mediator's file: the facade, the switch and every variant.
    let text: String
    /// The switch's value (1…) per variant name; 0 is the kept mediator.
    let ids: [String: Int]
    /// Per id (0 for the kept one), the lines its code, its factory case and its conformance stand on.
    private let lines: [Int: [ClosedRange<Int>]]
    private let names: [Int: String]
    /// The lines of the kept body (renamed, line for line): a schema's lines, shifted, in one build.
    let keptBody: ClosedRange<Int>

    /// One variant to host: its name, whole file and what the parser says of it.
    struct Guest {
        let name: String
        let source: String
        let facts: SwiftFileFacts
    }

    /// `nil` when the kept mediator's API cannot be forwarded (see the type's comment). The kept
    /// body is `kept` itself unless `keptBody` (the kept mediator's schema, ``TrialSchema``) is
    /// given; the guests' ids start at `firstID`, above the schema's.
    init?(
        kept: String, keptFacts: SwiftFileFacts, keptBody: (source: String, facts: SwiftFileFacts)? = nil, guests: [Guest], tag: String,
        firstID: Int = 1
    ) {
        let outline = DeclarationOutline(source: kept, facts: keptFacts)
        let publicTypes = outline.topLevel.filter { $0.isPublic && $0.keyword != "extension" && $0.keyword != "import" }
        let classes = publicTypes.filter { $0.keyword == "class" }
        guard classes.count == 1, let trial = classes.first, let open = trial.bodyOpen else { return nil }
        guard let api = ForwardedMember.all(of: trial, in: outline) else { return nil }
        let shared = Set(publicTypes.map(\.name)).subtracting([trial.name])
        let order = guests.indices.shuffled()
        var ids: [String: Int] = [:], names: [Int: String] = [:]
        for (position, index) in order.enumerated() {
            ids[guests[index].name] = position + firstID
            names[position + firstID] = guests[index].name
        }
        let bodyProtocol = "__KataBody\(tag)"
        func typeName(_ id: Int) -> String { "__KataMediator\(tag)v\(id)" }
        let hosted =
            [(0, keptBody?.source ?? kept, keptBody?.facts ?? keptFacts)]
            + order.enumerated().map { ($0.offset + firstID, guests[$0.element].source, guests[$0.element].facts) }

        var text = "// Written by kata 11's judge for one check: the variants no schema switch reaches, behind the kept API.\n"
        var lines: [Int: [ClosedRange<Int>]] = [:]
        func append(_ piece: String, owner: Int? = nil) {
            let first = text.count(where: { $0 == "\n" }) + 1
            text += piece.hasSuffix("\n") ? piece : piece + "\n"
            let last = text.count(where: { $0 == "\n" })
            if let owner { lines[owner, default: []].append(first...max(first, last)) }
        }
        // The facade: the kept type's header, its public members forwarding to the body.
        append(outline.source(from: trial.first, to: open + 1).trimmingCharacters(in: .whitespacesAndNewlines))
        append("    private let __kataBody: any \(bodyProtocol)")
        let depth = "__kataEntered\(tag)"
        for (index, member) in api.enumerated() {
            append("    " + member.facade(body: "__kataBody", factory: "__kataMake\(tag)i\(index)", depth: depth))
        }
        append(Self.depthGuard(named: depth))
        append("}")
        append("protocol \(bodyProtocol): AnyObject {")
        for member in api where member.requirement != nil { append("    " + (member.requirement ?? "")) }
        append("}")
        for (index, member) in api.enumerated() where member.requirement == nil {
            append("private func __kataMake\(tag)i\(index)(\(member.parameters)) -> any \(bodyProtocol) {")
            append("    switch \(MutantSchema.switchName) {")
            for id in hosted.map(\.0) where id != 0 { append("    case \(id): return \(typeName(id))(\(member.arguments))", owner: id) }
            append("    default: return \(typeName(0))(\(member.arguments))", owner: 0)
            append("    }")
            append("}")
        }
        for (id, _, _) in hosted { append("extension \(typeName(id)): \(bodyProtocol) {}", owner: id) }
        append(TrialSchema.switchDeclaration)
        var keptBody = 1...1
        for (id, source, facts) in hosted {
            append("// Variant \(id).", owner: nil)
            let first = text.count(where: { $0 == "\n" }) + 1
            if id == 0 { keptBody = first...(first + source.count(where: { $0 == "\n" })) }
            append(
                Self.renamed(
                    source, facts: facts, trialType: trial.name, as: typeName(id), shared: shared, isKept: id == 0, suffix: "\(tag)v\(id)"),
                owner: id)
        }
        (self.text, self.ids, self.lines, self.names, self.keptBody) = (text, ids, lines, names, keptBody)
    }

    /// How deep calls into one mediator may nest before the judge calls it a recursion without
    /// end. The correct mediators queue a message sent during a delivery, so the tests' calls
    /// re-enter one two or three deep; a mutant that delivers at once re-enters once per reply, and
    /// a reply that answers every reply would overflow the stack, which leaves the runtime no
    /// stack to write a crash report with (on a task's thread: 512 KB on macOS).
    static let deepestCalls = 128

    /// The facade's count of calls into this very mediator still running: past ``deepestCalls``
    /// the mediator's own code stops the process with a crash report (a crash inside the
    /// mediator's code, which catches a mutant), so a process that dies with no report at all is
    /// the tests' own doing. Per mediator, not per task: a chain of many mediators, each sending
    /// in the one before's delivery, is no recursion and is not stopped. Each count is its own
    /// short access (no `inout` held across the call, which a re-entry would violate).
    static func depthGuard(named name: String) -> String {
        """
            private var \(name)Calls = 0
            private func \(name)<Result>(_ work: () throws -> Result) rethrows -> Result {
                guard \(name)Calls < \(deepestCalls) else { fatalError("the mediator was entered \(deepestCalls) calls deep: a recursion without end") }
                \(name)Calls += 1
                defer { \(name)Calls -= 1 }
                return try work()
            }
        """
    }

    /// The names of the variants a failed build's errors blame, or `nil` when an error lies
    /// outside every variant (the facade, the tests): then this build cannot be had.
    func blame(_ errors: [KataCheckResult.Diagnostic]) -> Set<String>? {
        var blamed: Set<String> = []
        for error in errors {
            guard TrialSchema.isMediatorFile(error.file),
                let id = lines.first(where: { $0.value.contains { $0.contains(error.line) } })?.key,
                let name = names[id]
            else { return nil }
            blamed.insert(name)
        }
        return blamed.isEmpty ? nil : blamed
    }

    /// `source` with its type on trial called `name` and its other top-level declarations
    /// renamed with `suffix`, each made `fileprivate`; the `shared` declarations (the kept
    /// file's other public types) stay as they are in the kept file (`isKept`), and in any other
    /// are renamed where they are declared only, so the kept ones serve.
    static func renamed(
        _ source: String, facts: SwiftFileFacts, trialType: String, as name: String, shared: Set<String>, isKept: Bool, suffix: String
    ) -> String {
        let outline = DeclarationOutline(source: source, facts: facts)
        var everywhere: [String: String] = [trialType: name]
        var edits: [(start: Int, end: Int, text: String)] = []
        for declaration in outline.topLevel where !["extension", "import"].contains(declaration.keyword) {
            guard let nameIndex = declaration.nameIndex else { continue }
            if shared.contains(declaration.name) {
                if isKept { continue }
                let token = facts.tokens[nameIndex]
                edits.append((token.start, token.end, "__kataUnused\(suffix)\(declaration.name)"))
            } else if declaration.name != trialType {
                everywhere[declaration.name] = declaration.name + "__kata\(suffix)"
            }
            if let access = declaration.accessIndex {
                edits.append((facts.tokens[access].start, facts.tokens[access].end, "fileprivate"))
            } else {
                let keyword = facts.tokens[declaration.keywordIndex]
                edits.append((keyword.start, keyword.start, "fileprivate "))
            }
        }
        for (index, token) in facts.tokens.enumerated() where token.kind == "identifier" {
            guard let replacement = everywhere[outline.text(index)],
                !edits.contains(where: { $0.start == token.start && $0.end == token.end })
            else { continue }
            edits.append((token.start, token.end, replacement))
        }
        var bytes = outline.bytes
        for edit in edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
