import Foundation
import PlaygroundBasics

/// A design kata's rules decided by Swift's parser on the learner's files, never by a text
/// pattern: kata 07's screens may show a change only on themselves, and use any other member
/// they declare only on themselves or on what they store (their mediator). A mediator that is
/// only a directory of the screens (`mediator.detail?.show(…)`) or a table of peers of the
/// screens' own (`peer.display(…)`, however renamed) passes every check of what screens store,
/// and keeps every screen knowing every other one: who calls what on whom tells them apart.
struct SourceRuleCheck {
    let reader: SwiftReader

    /// A failing design check per rule a file breaks (each with every place, up to a few).
    func failures(of rules: [KataInfo.SourceRule], in folder: URL) -> [KataCheckResult.Test] {
        let added = Self.sourcesAdded(in: folder, besides: rules.flatMap { $0.files + ($0.alsoReads ?? []) })
        return rules.compactMap { rule in
            let read = read(rule.files + (rule.alsoReads ?? []) + added, in: folder)
            let declaredCases = read.reduce(into: Self.standardCases) { $0.formUnion($1.outline.cases) }
            let declaredObjectless = read.reduce(into: Set<String>()) { $0.formUnion($1.outline.objectlessTypes) }
            let declaredTypes = read.reduce(into: Set<String>()) { $0.formUnion($1.outline.types) }
            let declaredMembers = read.reduce(into: Set<String>()) { $0.formUnion($1.outline.members) }
            let ruleFiles = read.filter { rule.files.contains($0.file) }
            let ruleTypes = ruleFiles.reduce(into: Set<String>()) { $0.formUnion($1.outline.types) }
            // The protocols a screen adopts, where its type or an extension of it is declared.
            let screenProtocols = read.reduce(into: Set<String>()) { adopted, file in
                for declaration in file.outline.topLevel where ruleTypes.contains(declaration.name) {
                    adopted.formUnion(declaration.adopts)
                }
            }
            // The static members the screens call on a type (`Relay.fanOut(…)`): code a screen
            // runs with no mediator behind it, wherever it is written.
            let staticNames = read.reduce(into: Set<String>()) { names, file in
                names.formUnion(file.outline.memberStarts.filter(\.isStatic).map(\.name))
            }
            let staticsScreensCall = (rule.onlyOnSelf.isEmpty ? [] : ruleFiles).reduce(into: Set<String>()) { called, file in
                let onTypes = Self.uses(of: staticNames, in: file.facts, source: file.data, allowing: [])
                called.formUnion(onTypes.filter { declaredTypes.contains($0.base) }.map(\.member))
            }
            // The kata's types the screens make (`Delivery(…)`): their initialisers and
            // deinitialisers run as the screens' code.
            let madeByScreens = (rule.onlyOnSelf.isEmpty ? [] : ruleFiles).reduce(into: Set<String>()) { made, file in
                made.formUnion(Self.typesMade(in: file.facts, source: file.data).intersection(declaredTypes))
            }
            // What the mediator (and the wiring) keep, as properties: a screen that reads one
            // (`mediator.feed`, `\LikesMediator.detail`) picks who hears a change itself.
            let keptElsewhere = read.filter { !rule.files.contains($0.file) }.reduce(into: Set<String>()) {
                $0.formUnion($1.outline.properties)
            }
            .subtracting(ruleFiles.reduce(into: Set<String>()) { $0.formUnion($1.outline.members) })
            let forbidden = Set(rule.forbiddenDeclarations ?? []), forbiddenNames = Set(rule.forbiddenIdentifiers ?? [])
            var issues: [(file: String, line: Int, text: String)] = []
            for (file, facts, data, outline) in read {
                let name = URL(fileURLWithPath: file).lastPathComponent
                let sharedStores = rule.forbidsGlobalState == true ? Self.processWideStores : []
                // A rule that looks with `Mirror` (so forbids a custom mirror) forbids what Mirror cannot enter.
                let hiddenStores = forbidden.contains("customMirror") ? Self.storesMirrorCannotSee : []
                for (used, line, _) in facts.identifiers(in: data)
                where forbiddenNames.contains(used) || sharedStores.contains(used) || hiddenStores.contains(used) {
                    let why =
                        forbiddenNames.contains(used)
                        ? "which this design check does not allow"
                        : hiddenStores.contains(used)
                            ? "a store Mirror cannot look into (what it holds escapes the design checks that look at what an object stores)"
                            : "a store the whole process shares (what one mediator keeps there, every mediator sees)"
                    issues.append((file, line, "\(name):\(line) uses \(used), \(why): \(rule.why)"))
                }
                if rule.forbidsGlobalState == true {
                    for stored in outline.sharedStorage where stored.isState(cases: declaredCases, objectlessTypes: declaredObjectless) {
                        let text =
                            "\(name):\(stored.line) stores \(stored.name) outside any object (a global or a static): what it holds escapes the design checks: \(rule.why)"
                        issues.append((file, stored.line, text))
                    }
                }
                for (declared, line) in outline.named where forbidden.contains(declared) {
                    let hides =
                        Self.namelessMembers.contains(declared)
                        ? "a member called with no name (`peer[…]`, `peer(…)`), so no check can tell on whom a screen's code runs"
                        : "which hides what an object stores from the design checks"
                    issues.append((file, line, "\(name):\(line) declares \(declared), \(hides): \(rule.why)"))
                }
                if rule.forbidsVouchingForUnsafe == true {
                    let vouching =
                        facts.attributes.filter { Self.vouchingAttributes.contains($0.name) }.map { ("@" + $0.name, $0.line) }
                        + facts.unsafeAcknowledgements.map { ($0.name, $0.line) }
                    for (spelling, line) in vouching {
                        let text =
                            "\(name):\(line) uses \(spelling), which tells the compiler to trust you where it would refuse the code "
                            + "(it silences the check, not the race): \(rule.why)"
                        issues.append((file, line, text))
                    }
                }
                guard rule.files.contains(file) else {
                    // Code a screen runs, wherever it is written: a free function (or a global
                    // closure) it calls, an extension of a protocol it adopts. There, as in the
                    // screens' own file, a change is shown only on self.
                    for use in Self.uses(of: Set(rule.onlyOnSelf), in: facts, source: data) {
                        let member = outline.enclosingMember(of: use.offset)
                        // An operator's function has no name the outline keeps: it is a free function.
                        if member.map({ $0.isTopLevel && $0.name == "func" }) == true {
                            let text =
                                "\(name):\(use.line) uses \(use.member) on \(use.base) in an operator function, code outside the mediator's type that a screen can run, not on self: \(rule.why)"
                            issues.append((file, use.line, text))
                            continue
                        }
                        guard let home = outline.topLevel.last(where: { $0.start <= use.offset }) else { continue }
                        let place =
                            ["func", "var", "let"].contains(home.keyword)
                            ? "in \(home.name), code outside the mediator's type that a screen can run"
                            : member.map { ["init", "deinit"].contains($0.name) && !$0.isTopLevel } == true
                                && madeByScreens.contains(home.name)
                                ? "in \(home.name).\(member?.name ?? ""), which runs when a screen makes one"
                                : home.keyword == "extension" && screenProtocols.contains(home.name)
                                    ? "in an extension of \(home.name), which the screens adopt, so a screen runs it"
                                    : member.map { $0.isStatic && staticsScreensCall.contains($0.name) } == true
                                        ? "in \(home.name).\(member?.name ?? ""), a static member a screen calls: code it runs with no mediator behind it"
                                        : nil
                        guard let place else { continue }
                        let text = "\(name):\(use.line) uses \(use.member) on \(use.base) \(place), not on self: \(rule.why)"
                        issues.append((file, use.line, text))
                    }
                    // Only where a rule limits what its types' code may call (kata 07's screens):
                    // elsewhere an extension is read like any added file, state and all.
                    for (extended, line) in outline.extensions where ruleTypes.contains(extended) && !rule.onlyOnSelf.isEmpty {
                        let home = rule.files.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
                        issues.append(
                            (
                                file, line,
                                "\(name):\(line) extends \(extended), whose code lives in \(home), where the design check reads it: \(rule.why)"
                            ))
                    }
                    continue
                }
                guard !rule.onlyOnSelf.isEmpty else { continue }
                let onlyOnSelf = Set(rule.onlyOnSelf)
                for use in Self.uses(of: onlyOnSelf, in: facts, source: data) {
                    // On what the screen stores (its mediator, or a peer it should not hold), the
                    // name alone is the screens' own: a mediator's method called so is refused too.
                    let named =
                        outline.properties.contains(use.base)
                        ? " (\(use.member) is the screens' own name: a method of your mediator's that a screen calls must be named otherwise, for what the screen reports)"
                        : ""
                    let text = "\(name):\(use.line) uses \(use.member) on \(use.base), not on self\(named): \(rule.why)"
                    issues.append((file, use.line, text))
                }
                for read in Self.reads(of: keptElsewhere, in: facts, source: data, on: outline.properties.union(declaredTypes)) {
                    let text =
                        "\(name):\(read.line) reads \(read.member) of \(read.base), what the mediator keeps: a screen that picks "
                        + "the screens a change goes to still knows them: \(rule.why)"
                    issues.append((file, read.line, text))
                }
                // A closure handed in (`for show in mediator.displays() { show(…) }`) runs as the
                // screen's code, and on whom it shows a change no parser can see.
                for call in facts.valueCalls {
                    let text =
                        "\(name):\(call.line) calls \(call.name), a function value (a closure handed in, not a method): whatever it "
                        + "runs, the screen runs, and no check can see on whom: \(rule.why)"
                    issues.append((file, call.line, text))
                }
                // A member on a type the kata declares (`Change.liked(news)`) is on no screen.
                let allowed = outline.properties.union(["self", "Self"]).union(declaredTypes)
                for use in Self.uses(of: declaredMembers.subtracting(onlyOnSelf), in: facts, source: data, allowing: allowed) {
                    issues.append(
                        (
                            file, use.line,
                            "\(name):\(use.line) uses \(use.member), which the kata's files declare, on \(use.base), neither self nor what it stores: \(rule.why)"
                        ))
                }
            }
            guard !issues.isEmpty else { return nil }
            let sorted = issues.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
            return KataCheckResult.Test(
                name: rule.test, displayName: rule.test, line: 0, status: .failed,
                issues: sorted.prefix(5).map { KataCheckResult.Issue(file: $0.file, line: $0.line, expectation: nil, comments: [$0.text]) })
        }
    }

    /// The kata's files a rule reads, each with what the parser says of it; files that are
    /// missing or that the parser cannot read are left out (the build reports those).
    private func read(_ files: [String], in folder: URL) -> [(file: String, facts: SwiftFileFacts, data: Data, outline: Outline)] {
        let present = files.compactMap { file in
            FileManager.default.contents(atPath: folder.appendingPathComponent(file).path).map { (file, $0) }
        }
        guard let facts = try? reader.read(files: present.map { folder.appendingPathComponent($0.0) }), facts.count == present.count
        else { return [] }
        return zip(present, facts).map { ($0.0, $1, $0.1, Self.declarations(in: $1, source: $0.1)) }
    }

    /// The Swift files under `Sources/` that no rule names: files a learner added, and the
    /// kata's own others. Every rule reads them as it reads its `alsoReads`, so state or a
    /// screen's code moved into a new file is judged as where it came from. The switch a
    /// mutation run adds (a global that picks the mutant) is the engine's, not the learner's.
    static func sourcesAdded(in folder: URL, besides named: [String]) -> [String] {
        let root = folder.standardizedFileURL.path + "/"
        let listed = Set(named)
        let engines = SchemaRun.switchFileName
        return FileListing.files(under: [folder.appendingPathComponent("Sources")]).compactMap { file in
            let path = file.standardizedFileURL.path
            guard path.hasSuffix(".swift"), path.hasPrefix(root), file.lastPathComponent != engines else { return nil }
            let relative = String(path.dropFirst(root.count))
            return listed.contains(relative) ? nil : relative
        }.sorted()
    }

    /// Every `base.member` among `members` whose base is not among `allowed`, by the parser's
    /// tokens: `detail?.show`, `peer.screen.show`, `$0.show`; a declaration (`func show`) or a
    /// call on the screen itself (`show(…)`, `self.show(…)`) is none.
    static func uses(of members: Set<String>, in facts: SwiftFileFacts, source: Data, allowing allowed: Set<String> = ["self"])
        -> [(member: String, base: String, line: Int, offset: Int)]
    {
        let tokens = facts.tokens
        return facts.identifiers(in: source).compactMap { member, line, index in
            guard index >= 2, tokens[index - 1].kind == "period", members.contains(member) else { return nil }
            // A leading dot (`post(.liked(news))`) names a case or a static member, on no object.
            guard Self.endsAnExpression(tokens[index - 2], source: source) else { return nil }
            var start = index - 2
            var brackets = ""
            while start > 0, ["postfixQuestionMark", "exclamationMark", "rightParen", "rightSquare"].contains(tokens[start].kind) {
                // A call's or a subscript's result (`Relay().fanOut`, `peers[0].show`) is named by what stands
                // before its brackets, with them: `Relay()` is an object made there, not the type. (A bracket
                // opening a line starts an expression of its own, not a call.)
                let callers = ["identifier", "rightParen", "rightSquare", "postfixQuestionMark", "exclamationMark"]
                if ["rightParen", "rightSquare"].contains(tokens[start].kind), let opening = Self.opening(of: start, in: tokens),
                    opening > 0, callers.contains(tokens[opening - 1].kind), tokens[opening - 1].line == tokens[opening].line
                {
                    brackets = tokens[start].kind == "rightParen" ? "()" : "[…]"
                    start = opening - 1
                    continue
                }
                // A cast in parentheses (`(peer as? Screen)?.show`) is used on what it casts.
                if let operand = Self.castOperand(closedAt: start, tokens: tokens, source: source) {
                    start = operand
                    continue
                }
                start -= 1
            }
            let base = tokens[start].text(in: source) + brackets
            guard !allowed.contains(base) else { return nil }
            return (member, base.isEmpty ? "another object" : base, line, tokens[index].start)
        }
    }

    /// Every read of a property among `properties` (not a call) on a base among `bases` (what a
    /// screen stores, or a type), and every key path to one (`\LikesMediator.detail`, `\.detail`).
    static func reads(of properties: Set<String>, in facts: SwiftFileFacts, source: Data, on bases: Set<String>)
        -> [(member: String, base: String, line: Int)]
    {
        let tokens = facts.tokens
        return facts.identifiers(in: source).compactMap { member, line, index in
            guard index >= 2, tokens[index - 1].kind == "period", properties.contains(member) else { return nil }
            let called = index + 1 < tokens.count && tokens[index + 1].kind == "leftParen" && tokens[index + 1].line == tokens[index].line
            if tokens[index - 2].kind == "backslash" { return (member, "a key path", line) }
            var start = index - 2
            while start > 0, ["postfixQuestionMark", "exclamationMark"].contains(tokens[start].kind) { start -= 1 }
            // Through a cast in parentheses: `(mediator as? LikesMediator)?.detail` reads the mediator.
            if let operand = Self.castOperand(closedAt: start, tokens: tokens, source: source) { start = operand }
            guard tokens[start].kind == "identifier", !called else { return nil }
            let base = tokens[start].text(in: source)
            guard bases.contains(base) else { return nil }
            return (member, start > 0 && tokens[start - 1].kind == "backslash" ? "a key path into \(base)" : base, line)
        }
    }

    /// The types a file makes by name: `Delivery(…)`, `Envelope.init(…)`.
    static func typesMade(in facts: SwiftFileFacts, source: Data) -> Set<String> {
        let tokens = facts.tokens
        return Set(
            facts.identifiers(in: source).compactMap { name, _, index in
                guard index + 1 < tokens.count, name.first?.isUppercase == true else { return nil }
                let next = tokens[index + 1]
                let initCall =
                    next.kind == "period" && index + 2 < tokens.count && tokens[index + 2].text(in: source) == "init"
                return next.kind == "leftParen" && next.line == tokens[index].line || initCall ? name : nil
            })
    }

    /// For a `)` that closes a cast in parentheses (`(peer as? Screen)`), the position of the
    /// last token of what it casts; `nil` for any other token.
    static func castOperand(closedAt closing: Int, tokens: [SwiftToken], source: Data) -> Int? {
        guard tokens[closing].kind == "rightParen", let opening = Self.opening(of: closing, in: tokens),
            let cast = tokens[(opening + 1)..<closing].firstIndex(where: { $0.kind == "keyword" && $0.text(in: source) == "as" }),
            cast > opening + 1
        else { return nil }
        return cast - 1
    }

    /// The position of the bracket that `closing` (a `)` or `]`) closes, if any.
    static func opening(of closing: Int, in tokens: [SwiftToken]) -> Int? {
        var depth = 0
        for position in stride(from: closing, through: 0, by: -1) {
            switch tokens[position].kind {
            case "rightParen", "rightSquare": depth += 1
            case "leftParen", "leftSquare":
                depth -= 1
                if depth == 0 { return position }
            default: break
            }
        }
        return nil
    }

    /// True when `token` can end the expression a `.member` is used on: a name, `self`, a
    /// literal, a closing bracket, `?` or `!`; after anything else the dot leads.
    static func endsAnExpression(_ token: SwiftToken, source: Data) -> Bool {
        let ends: Set<String> = [
            "identifier", "rightParen", "rightSquare", "rightBrace", "postfixQuestionMark", "exclamationMark", "integerLiteral",
            "floatLiteral", "stringQuote", "multilineStringQuote", "rawStringPoundDelimiter", "dollarIdentifier",
        ]
        return ends.contains(token.kind) || (token.kind == "keyword" && ["self", "Self", "super"].contains(token.text(in: source)))
    }

    /// What a file declares, by the parser's declarations: the names its types declare as
    /// members (`func display`, `var board`) and among them their properties (`var`, `let`);
    /// the types it declares at its top (`class FeedScreen`) and the ones it extends with members; every
    /// declared name anywhere with its line. A table of peers renamed (`peer.display(…)`) still
    /// calls a screen's own member on another screen, whatever its name.
    static func declarations(in facts: SwiftFileFacts, source: Data) -> Outline {
        let tokens = facts.tokens
        var outline = Outline()
        for (position, declaration) in facts.declarations.enumerated() {
            guard let first = tokens.firstIndex(where: { $0.start >= declaration.offset }) else { continue }
            var index = first
            // Past attributes and modifiers to the declaration's keyword; its name follows.
            while index < tokens.count, !(tokens[index].kind == "keyword" && Self.introducers.contains(tokens[index].text(in: source))) {
                index += 1
            }
            guard index + 1 < tokens.count else { continue }
            // A subscript has no name: it is declared as `subscript`, which a rule may forbid.
            if tokens[index].text(in: source) == "subscript" { outline.named.append(("subscript", tokens[index].line)) }
            if let stored = Self.sharedStorage(declaredAt: index, first: first, scope: declaration.scope, tokens: tokens, source: source) {
                outline.sharedStorage.append(stored)
            }
            if tokens[index].text(in: source) == "case" {
                outline.cases.formUnion(Self.caseNames(after: index + 1, tokens: tokens, source: source))
            }
            if tokens[index + 1].kind == "identifier", ["enum", "typealias"].contains(tokens[index].text(in: source)) {
                let equal = tokens[(index + 2)...].prefix(4).firstIndex { $0.kind == "equal" }
                let aliasesAValue = equal.map { Self.isValueType(after: $0 + 1, tokens: tokens, source: source) } ?? false
                let isValue = tokens[index].text(in: source) == "enum" || aliasesAValue
                if isValue { outline.objectlessTypes.insert(tokens[index + 1].text(in: source)) }
            }
            if tokens[index + 1].kind == "identifier", tokens[index].text(in: source) == "protocol" {
                outline.objectlessTypes.insert(tokens[index + 1].text(in: source))
            }
            if declaration.scope == .type || declaration.scope == .file {
                // `class func` reads as the introducer `class`, then the member's own keyword.
                let classMember = tokens[index].text(in: source) == "class" && tokens[index + 1].kind == "keyword"
                let keywordAt = classMember ? index + 1 : index
                let modifiers = tokens[first..<keywordAt].map { $0.text(in: source) }
                let named = keywordAt + 1 < tokens.count && tokens[keywordAt + 1].kind == "identifier"
                let name = tokens[named ? keywordAt + 1 : keywordAt].text(in: source)
                let isStatic = declaration.scope == .type && (modifiers.contains("static") || modifiers.contains("class"))
                outline.memberStarts.append(
                    .init(name: name, start: declaration.offset, isStatic: isStatic, isTopLevel: declaration.scope == .file))
            }
            guard tokens[index + 1].kind == "identifier" else { continue }
            let (keyword, name, line) = (tokens[index].text(in: source), tokens[index + 1].text(in: source), tokens[index + 1].line)
            outline.named.append((name, line))
            if declaration.scope == .file {
                let adopts = Self.adopted(after: index + 2, tokens: tokens, source: source)
                outline.topLevel.append(.init(keyword: keyword, name: name, start: declaration.offset, adopts: adopts))
            }
            if keyword == "extension" {
                // Depth first: a member right after it is its own. An extension that only adds a
                // conformance (`extension FeedScreen: LikeDisplay {}`) adds no code.
                let next = position + 1 < facts.declarations.count ? facts.declarations[position + 1] : nil
                if next?.scope == .type { outline.extensions.append((name, line)) }
            } else if declaration.scope == .file, ["class", "struct", "enum", "protocol", "actor"].contains(keyword) {
                outline.types.insert(name)
            }
            guard declaration.scope == .type, keyword == "func" || keyword == "var" || keyword == "let" else { continue }
            outline.members.insert(name)
            if keyword != "func" { outline.properties.insert(name) }
        }
        return outline
    }

    /// The names in a declaration's inheritance clause (`: LikeDisplay, AnyObject`), read from
    /// `index` (past its name) to its body's brace; none when it has no clause.
    static func adopted(after index: Int, tokens: [SwiftToken], source: Data) -> [String] {
        var names: [String] = []
        var inClause = false
        for token in tokens[min(index, tokens.count)...] {
            if token.kind == "leftBrace" || (token.kind == "keyword" && token.text(in: source) == "where") { break }
            if token.kind == "colon" { inClause = true }
            if inClause, token.kind == "identifier" { names.append(token.text(in: source)) }
        }
        return names
    }

    /// The stored variable or constant declared with the keyword at `index` (its declaration's
    /// first token at `first`), when it lives outside any object: at the top of the file, or
    /// `static` (`class`) in a type. Its name, or its pattern's first name (`let (a, b) = …`),
    /// and, for a constant written out with `.name(…)` calls, those names: it holds no state
    /// only if each is an enum case (`.say("A")`), not a static function (`.make()`); and the
    /// type it is declared as, unless Swift's own: a literal of a class (`let table:
    /// NSMutableDictionary = [:]`) builds an object, one of an enum or an alias of a value type
    /// does not. `nil` for what is no shared storage, or a constant written out for certain.
    static func sharedStorage(
        declaredAt index: Int, first: Int, scope: SwiftDeclarationStart.Scope, tokens: [SwiftToken], source: Data
    ) -> SharedStorage? {
        let keyword = tokens[index].text(in: source)
        guard keyword == "var" || keyword == "let" else { return nil }
        let modifiers = tokens[first..<index].map { $0.text(in: source) }
        let outside = scope == .file || (scope == .type && (modifiers.contains("static") || modifiers.contains("class")))
        guard outside, isStored(after: index + 1, tokens: tokens),
            let name = tokens[(index + 1)...].first(where: { $0.kind == "identifier" })
        else { return nil }
        // A constant written as a literal (`static let prefix = "Mediator: "`) holds no state.
        guard keyword == "let", let written = casesOfConstant(after: index + 1, tokens: tokens, source: source) else {
            return SharedStorage(name: name.text(in: source), line: name.line, constantIf: nil)
        }
        let types = declaredTypes(after: index + 1, tokens: tokens, source: source).union(written.castTo)
        if written.cases.isEmpty, types.isEmpty { return nil }
        return SharedStorage(name: name.text(in: source), line: name.line, constantIf: (written.cases, types))
    }

    /// The types a declaration from `index` is annotated with (`: Table = …`, `: [Counter] = …`),
    /// but Swift's own value types: each, if a class, a literal of it builds an object.
    static func declaredTypes(after index: Int, tokens: [SwiftToken], source: Data) -> Set<String> {
        let beforeValue = tokens[min(index, tokens.count)...].prefix { $0.kind != "equal" }
        guard let colon = beforeValue.firstIndex(where: { $0.kind == "colon" }) else { return [] }
        return typeNames(in: tokens[(colon + 1)..<beforeValue.endIndex], source: source)
    }

    /// The types a written type names (`[String: Table]`, `Swift.Int`, `Box<Counter>?`), but
    /// Swift's own value types, attributes (`@Sendable`), what follows `any` or `some` (a
    /// literal cannot make an object of an existential) and the parts of a function type (a
    /// literal of one is a closure).
    static func typeNames(in type: ArraySlice<SwiftToken>, source: Data) -> Set<String> {
        var names = Set<String>()
        let inFunctionTypes = functionTypeParts(of: type)
        var opened: [String] = []
        for position in type.indices {
            switch type[position].kind {
            case "leftSquare", "leftParen", "leftAngle": opened.append(type[position].kind)
            case "rightSquare", "rightParen", "rightAngle": _ = opened.popLast()
            default: break
            }
            guard type[position].kind == "identifier", !inFunctionTypes.contains(position) else { continue }
            let before = position > type.startIndex ? type[position - 1] : nil
            let after = position + 1 < type.endIndex ? type[position + 1] : nil
            // A chain (`Swift.Int`, `Kata.Table`) names its last component; a tuple's label
            // (`(header: String, …)`) names none.
            if after?.kind == "period" || before?.kind == "atSign" { continue }
            if after?.kind == "colon", opened.last == "leftParen" { continue }
            if before?.kind == "keyword", ["any", "some"].contains(before?.text(in: source) ?? "") { continue }
            let name = type[position].text(in: source)
            if !standardValueTypes.contains(name) { names.insert(name) }
        }
        return names
    }

    /// The positions of the tokens of every function type in a written type: its parameters'
    /// parentheses and what follows its arrow, up to the end of the brackets it stands in.
    static func functionTypeParts(of type: ArraySlice<SwiftToken>) -> Set<Int> {
        var parts = Set<Int>()
        var opened: [Int] = []
        var resultDepths: [Int] = []
        for position in type.indices {
            switch type[position].kind {
            case "leftSquare", "leftParen", "leftAngle": opened.append(position)
            case "rightSquare", "rightParen", "rightAngle":
                let start = opened.popLast() ?? type.startIndex
                while let depth = resultDepths.last, depth > opened.count { resultDepths.removeLast() }
                // `( … )` then `async`, `throws` … then `->`: a function type's parameters.
                let next = type[(position + 1)...].first { $0.kind != "keyword" }
                if type[position].kind == "rightParen", next?.kind == "arrow" { parts.formUnion(start...position) }
            case "arrow": resultDepths.append(opened.count)
            case "comma": while let depth = resultDepths.last, depth >= opened.count { resultDepths.removeLast() }
            default: break
            }
            if !resultDepths.isEmpty { parts.insert(position) }
        }
        return parts
    }

    /// The tokens of the type a cast names, from `index` (past `as`, `as!` or `as?`): up to the
    /// first token, outside brackets, that no type is written with.
    static func castType(from index: Int, tokens: [SwiftToken], source: Data) -> ArraySlice<SwiftToken> {
        var position = index
        while position < tokens.count, ["exclamationMark", "postfixQuestionMark", "infixQuestionMark"].contains(tokens[position].kind) {
            position += 1
        }
        let start = position
        var depth = 0
        while position < tokens.count {
            let token = tokens[position]
            switch token.kind {
            case "leftSquare", "leftParen", "leftAngle": depth += 1
            case "rightSquare", "rightParen", "rightAngle":
                if depth == 0 { return tokens[start..<position] }
                depth -= 1
            case "identifier", "period", "postfixQuestionMark", "exclamationMark", "atSign": break
            case "colon", "comma", "arrow": if depth == 0 { return tokens[start..<position] }
            case "keyword" where ["any", "some", "Any", "Self"].contains(token.text(in: source)): break
            default: return tokens[start..<position]
            }
            position += 1
        }
        return tokens[start..<position]
    }

    /// True when the type written from `index` is an array, dictionary, tuple or function type,
    /// or one of Swift's and Foundation's value types (`String`, `Int?`, `Set<String>`).
    static func isValueType(after index: Int, tokens: [SwiftToken], source: Data) -> Bool {
        guard index < tokens.count else { return false }
        let token = tokens[index]
        if ["leftSquare", "leftParen", "atSign"].contains(token.kind) { return true }
        let name = token.text(in: source)
        if name == "Swift", index + 2 < tokens.count, tokens[index + 1].kind == "period" {
            return standardValueTypes.contains(tokens[index + 2].text(in: source))
        }
        return standardValueTypes.contains(name)
    }

    /// The names called as `.name(…)` when the `let` before `index` is a constant written out:
    /// literals, arrays, dictionaries and tuples of them, enum cases (`.say("A")`, if `say` is
    /// one: the caller decides), references to members (`ConcreteMediator.reactToA`) and
    /// closures, which run only when called; with the types it casts to (`[:] as Table`), whose
    /// literal builds an object if one is a class (the caller decides); `nil` when it builds an
    /// object as the program starts (`Registry()`, `Mutex([:])`, `Table.make()`, `.init()`,
    /// `{ … }()`, a closure whose capture list makes one: `{ [box = Box()] in … }`), state shared
    /// by every mediator.
    static func casesOfConstant(after index: Int, tokens: [SwiftToken], source: Data) -> (cases: Set<String>, castTo: Set<String>)? {
        guard let equal = tokens[min(index, tokens.count)...].firstIndex(where: { $0.kind == "equal" }) else { return nil }
        var cases = Set<String>(), castTo = Set<String>()
        var depth = 0, closures = 0
        // The depth inside a closure's capture list (`{ [box = Box()] in … }`): it is evaluated
        // once, when the constant's closure is made, so what it builds every mediator shares.
        var captureList: Int?
        var position = equal + 1
        while position < tokens.count {
            let token = tokens[position]
            let previous = tokens[position - 1]
            // The declaration ends where a line ends on a finished expression.
            if position > equal + 1, depth == 0, token.line > previous.line, !["period", "binaryOperator"].contains(token.kind) { break }
            let next = position + 1 < tokens.count ? tokens[position + 1] : nil
            switch token.kind {
            case "leftParen", "leftSquare": depth += 1
            case "rightParen": depth -= 1
            case "rightSquare":
                if captureList == depth { captureList = nil }
                depth -= 1
            case "leftBrace":
                depth += 1
                closures += 1
                if captureList == nil, Self.opensCaptureList(after: position, tokens: tokens, source: source) { captureList = depth + 1 }
            case "rightBrace":
                depth -= 1
                closures -= 1
                if closures == 0, next?.kind == "leftParen" { return nil }  // `{ … }()`
            default: break
            }
            // A literal cast to a class (`[:] as NSMutableDictionary`) builds an object of it.
            if closures == 0, token.kind == "keyword", token.text(in: source) == "as" {
                castTo.formUnion(typeNames(in: castType(from: position + 1, tokens: tokens, source: source), source: source))
            }
            // Outside closures, a call builds something, unless it is an enum case written `.name(…)`.
            let calls = next.map { $0.kind == "leftParen" || $0.kind == "leftAngle" } ?? false
            if closures == 0 || captureList != nil, calls, token.kind == "identifier" || token.text(in: source) == "init" {
                let leadingDot = previous.kind == "period" && position >= 2 && !endsAnExpression(tokens[position - 2], source: source)
                // A case named with its type (`GameMessage.chat("hi")`) is the same case: the base
                // is a capitalised name on no object of its own (the caller still asks that `chat`
                // be one of the kata's enum cases, which rules out `Registry.make()`).
                let typed =
                    previous.kind == "period" && position >= 2 && tokens[position - 2].kind == "identifier"
                    && tokens[position - 2].text(in: source).first?.isUppercase == true
                    && (position < 3 || tokens[position - 3].kind != "period")
                if !(leadingDot || typed) || token.text(in: source) == "init" { return nil }
                cases.insert(token.text(in: source))
            }
            position += 1
        }
        return (cases, castTo)
    }

    /// True when the brace at `brace` opens a closure with a capture list: `{ [` … `]`, then its
    /// parameters, if any, and `in` (a body that starts with an array literal has no `in` there).
    static func opensCaptureList(after brace: Int, tokens: [SwiftToken], source: Data) -> Bool {
        guard brace + 1 < tokens.count, tokens[brace + 1].kind == "leftSquare" else { return false }
        var depth = 0, position = brace + 1
        while position < tokens.count {
            switch tokens[position].kind {
            case "leftSquare", "leftParen": depth += 1
            case "rightSquare", "rightParen": depth -= 1
            case "leftBrace", "rightBrace": return false
            default: if depth == 0, tokens[position].kind == "keyword", tokens[position].text(in: source) == "in" { return true }
            }
            position += 1
        }
        return false
    }

    /// What the process keeps for everyone, outside any object: the environment, a thread's
    /// dictionary, the defaults, thread-specific keys. State kept there is as global as a
    /// `static`, so a rule that forbids global state forbids using them.
    static let processWideStores: Set<String> = [
        "setenv", "putenv", "unsetenv", "getenv", "environ", "threadDictionary", "UserDefaults", "pthread_setspecific",
        "pthread_getspecific", "pthread_key_create",
    ]

    /// Where an object can keep a reference that `Mirror` does not show: a lock's or an atomic's
    /// protected value, a queue's specific data, a managed buffer's elements, Foundation's weak
    /// tables and caches, associated objects, buffer pointers. Refused by every rule that looks
    /// at what objects store with `Mirror`.
    static let storesMirrorCannotSee: Set<String> = [
        "Mutex", "Atomic", "AtomicLazyReference", "OSAllocatedUnfairLock", "ManagedBuffer", "ManagedBufferPointer",
        "DispatchSpecificKey", "setSpecific", "getSpecific", "NSMapTable", "NSHashTable", "NSPointerArray", "NSCache",
        "objc_setAssociatedObject", "objc_getAssociatedObject", "UnsafeBufferPointer", "UnsafeMutableBufferPointer",
        "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer", "withUnsafeBufferPointer", "withUnsafeMutableBufferPointer",
        "withUnsafeBytes", "withUnsafeMutableBytes",
    ]

    /// Swift's and Foundation's value types: a constant of one, written out, holds no object.
    static let standardValueTypes: Set<String> = [
        "String", "Substring", "Character", "StaticString", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Double", "Float", "Decimal", "Array", "Dictionary", "Set", "Optional", "Result", "Range",
        "ClosedRange", "Duration", "Date", "TimeInterval", "URL", "UUID", "Data", "CharacterSet", "Unicode", "Void", "Never",
        "Int128", "UInt128", "Float16", "Float32", "Float64", "Float80", "UnicodeScalar", "Scalar",
    ]

    /// The enum cases of the standard library a constant may name without declaring them.
    static let standardCases: Set<String> = ["some", "none", "success", "failure"]

    /// The names a `case` declaration declares (`case say(String), b, c = 3`), read from `index`.
    static func caseNames(after index: Int, tokens: [SwiftToken], source: Data) -> [String] {
        var names: [String] = []
        var depth = 0, expectsName = true
        for token in tokens[min(index, tokens.count)...] {
            switch token.kind {
            case "leftParen": depth += 1
            case "rightParen": depth -= 1
            case "comma" where depth == 0: expectsName = true
            case "identifier" where depth == 0 && expectsName:
                names.append(token.text(in: source))
                expectsName = false
            case "identifier", "equal", "integerLiteral", "stringLiteral", "stringSegment", "stringQuote", "colon": break
            default: if depth == 0, !expectsName { return names }
            }
        }
        return names
    }

    /// True when the property declared before `index` stores a value: an `=` comes before any
    /// body (`static let shared = Table()`); a computed one (`static var x: Int { 1 }`) has none.
    /// One without either (`static var last: Mediator?`, nil until set) is stored too: it ends
    /// where a line ends on a token that continues nothing.
    static func isStored(after index: Int, tokens: [SwiftToken]) -> Bool {
        let continuing: Set<String> = ["colon", "comma", "leftParen", "leftSquare", "leftAngle", "arrow", "period", "binaryOperator"]
        var previous: SwiftToken?
        for token in tokens[min(index, tokens.count)...] {
            if token.kind == "equal" { return true }
            if token.kind == "leftBrace" { return false }
            if let previous, token.line > previous.line, !continuing.contains(previous.kind) { return true }
            previous = token
        }
        return true
    }

    /// A stored global or static, and what would make it a constant written out after all.
    struct SharedStorage {
        let name: String
        let line: Int
        /// `nil`: state, whatever the kata declares. Else a constant if every `.name(…)` it calls
        /// is a case, and every type it is declared as or cast to no literal makes an object of
        /// (an enum, a protocol, an alias of a value type), that the kata's files declare.
        let constantIf: (cases: Set<String>, types: Set<String>)?

        func isState(cases declared: Set<String>, objectlessTypes: Set<String>) -> Bool {
            guard let constantIf else { return true }
            return !constantIf.cases.isSubset(of: declared) || !constantIf.types.isSubset(of: objectlessTypes)
        }
    }

    /// One declaration at the top of a file: its keyword, name, where it starts, what it adopts.
    struct TopLevel {
        let keyword: String
        let name: String
        let start: Int
        let adopts: [String]
    }

    /// A declaration at the top of a file or among a type's members: its name, where it
    /// starts, whether it is `static` (or `class`): code that runs with no instance behind it.
    struct MemberStart {
        let name: String
        let start: Int
        let isStatic: Bool
        /// At the top of the file: a function there is free, an operator's too.
        var isTopLevel = false
    }

    /// What ``declarations(in:source:)`` finds in one file.
    struct Outline {
        var topLevel: [TopLevel] = []
        /// Every declaration at the top of the file or in a type, in the file's order.
        var memberStarts: [MemberStart] = []

        /// The declaration (at the top or in a type) whose code holds `offset`: the last to
        /// start before it, local declarations (inside a body) aside.
        func enclosingMember(of offset: Int) -> MemberStart? {
            memberStarts.last { $0.start <= offset }
        }
        /// Stored variables and constants at the top of the file, and `static` stored properties.
        var sharedStorage: [SharedStorage] = []
        /// The types no literal makes an object of that the file declares: its enums, protocols
        /// (an existential holds what the literal makes, a value), and aliases of value types
        /// (`typealias Steps = [Step]`).
        var objectlessTypes = Set<String>()
        /// The enum cases the file declares.
        var cases = Set<String>()
        var members = Set<String>(), properties = Set<String>(), types = Set<String>()
        var extensions: [(name: String, line: Int)] = []
        var named: [(name: String, line: Int)] = []
    }

    /// Members a value is used through without naming them: `subscript` (`peer[…]`),
    /// `callAsFunction` (`peer(…)`) and `@dynamicCallable`'s `dynamicallyCall`.
    static let namelessMembers: Set<String> = ["subscript", "callAsFunction", "dynamicallyCall"]

    /// Attributes that tell the compiler to trust code it would otherwise check: `@unsafe` and
    /// `@safe` (strict memory safety), `@preconcurrency` (Sendable checking).
    static let vouchingAttributes: Set<String> = ["unsafe", "safe", "preconcurrency"]

    /// The keywords a member declaration starts with once its attributes and modifiers are read.
    private static let introducers: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "case", "typealias", "associatedtype", "class", "struct", "enum",
        "protocol", "actor", "extension", "macro",
    ]
}
