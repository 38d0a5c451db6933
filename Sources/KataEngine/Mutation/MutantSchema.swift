/// One learner file with many mutants compiled in, each switched on at run time (muter's and
/// Stryker's mutant schemata): a mutant then costs a test run, not a compile.
///
/// Each wrapped expression becomes `(__kataMutant == 7 ? (mutated) : (original))` and each
/// wrapped statement `if __kataMutant == 7 { mutated } else { original }`, nested where the
/// parser's ranges nest; with no mutant active the file behaves as the reference. Every
/// mutated branch stands on lines of its own, so a compiler error's line says which mutant (or
/// which wrapper) it belongs to.
struct MutantSchema {
    /// The variable the schema's switch file declares, read once from the environment.
    static let switchName = "__kataMutant"

    /// The file's text with every schema mutant in it.
    let text: String
    /// Per schema id, the lines its mutated code occupies (1-based, inclusive).
    let branchLines: [Int: [ClosedRange<Int>]]
    /// Per wrapper, the lines it spans and the schema ids it switches between.
    let wrappers: [(lines: ClosedRange<Int>, ids: [Int])]
    /// Mutants that cannot be switched here (their ranges cross others'): one build each.
    let unswitchable: [Int]

    /// One place a mutant changes: a site of its point with the schema id it answers to.
    private struct Branch {
        let id: Int
        let site: SwiftMutationPoint.Site
    }

    private struct Wrapper {
        let start: Int, end: Int
        let statement: Bool
        let inline: Bool
        var branches: [Branch]
        var children: [Int] = []
    }

    private enum Piece {
        case text(String)
        case open(Int)
        case close(Int)
        case branch(Int, String)
    }

    /// `mutants` by schema id; every one's form must not be `.declaration`.
    init(source: String, mutants: [Int: GeneratedMutant]) {
        let bytes = Array(source.utf8)
        var byRange: [String: Int] = [:]
        var wrappers: [Wrapper] = []
        var unswitchable: Set<Int> = []
        for (id, mutant) in mutants.sorted(by: { $0.key < $1.key }) {
            let point = mutant.point
            for site in point.sites {
                let key = "\(site.wrapStart)-\(site.wrapEnd)"
                let statement = point.form == .statement
                if let index = byRange[key] {
                    if wrappers[index].statement != statement || wrappers[index].inline != point.inline { unswitchable.insert(id) }
                    wrappers[index].branches.append(Branch(id: id, site: site))
                } else {
                    byRange[key] = wrappers.count
                    wrappers.append(
                        Wrapper(
                            start: site.wrapStart, end: site.wrapEnd, statement: statement, inline: point.inline,
                            branches: [Branch(id: id, site: site)]))
                }
                if point.inline && statement { unswitchable.insert(id) }
            }
        }
        // Nest the wrappers, outer ones first; one that crosses another cannot be switched.
        func holds(_ outer: Wrapper, _ inner: Wrapper) -> Bool {
            inner.start == inner.end
                ? outer.start <= inner.start && inner.start < outer.end : outer.start <= inner.start && inner.end <= outer.end
        }
        let order = wrappers.indices.sorted { (wrappers[$0].start, -wrappers[$0].end) < (wrappers[$1].start, -wrappers[$1].end) }
        var roots: [Int] = []
        var open: [Int] = []
        for index in order {
            let wrapper = wrappers[index]
            while let last = open.last, !holds(wrappers[last], wrapper), wrappers[last].end <= wrapper.start { open.removeLast() }
            if let parent = open.last, !holds(wrappers[parent], wrapper) {
                unswitchable.formUnion(wrapper.branches.map(\.id))
                continue
            }
            if let parent = open.last { wrappers[parent].children.append(index) } else { roots.append(index) }
            open.append(index)
        }
        // A mutant unswitchable at one site is left out at every site.
        for index in wrappers.indices { wrappers[index].branches.removeAll { unswitchable.contains($0.id) } }

        func original(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
        func render(_ index: Int) -> [Piece] {
            let wrapper = wrappers[index]
            var inner: [Piece] = []
            var cursor = wrapper.start
            for child in wrapper.children {
                inner.append(.text(original(cursor, wrappers[child].start)))
                inner += render(child)
                cursor = wrappers[child].end
            }
            inner.append(.text(original(cursor, wrapper.end)))
            guard !wrapper.branches.isEmpty else { return inner }
            let breakLine = wrapper.inline ? "" : "\n"
            var pieces: [Piece] = [.open(index)]
            for (position, branch) in wrapper.branches.enumerated() {
                let site = branch.site
                let mutated =
                    original(wrapper.start, site.editStart) + site.replacement + original(site.editEnd, wrapper.end)
                let test = "\(Self.switchName) == \(branch.id)"
                if wrapper.statement {
                    pieces.append(.text((position == 0 ? "if " : "} else if ") + test + " {\n"))
                    pieces.append(.branch(branch.id, mutated))
                    pieces.append(.text("\n"))
                } else {
                    pieces.append(.text((position == 0 ? "(" : " : ") + test + " ? (" + breakLine))
                    pieces.append(.branch(branch.id, mutated))
                    pieces.append(.text(breakLine + ")"))
                }
            }
            pieces.append(.text(wrapper.statement ? "} else {\n" : " : (" + breakLine))
            pieces += inner
            pieces.append(.text(wrapper.statement ? "\n}" : breakLine + "))"))
            pieces.append(.close(index))
            return pieces
        }

        var pieces: [Piece] = []
        var cursor = 0
        for root in roots {
            pieces.append(.text(original(cursor, wrappers[root].start)))
            pieces += render(root)
            cursor = wrappers[root].end
        }
        pieces.append(.text(original(cursor, bytes.count)))

        var text = "", line = 1
        var branchLines: [Int: [ClosedRange<Int>]] = [:]
        var opened: [Int: Int] = [:]
        var spans: [(lines: ClosedRange<Int>, ids: [Int])] = []
        for piece in pieces {
            switch piece {
            case .text(let chunk):
                text += chunk
                line += chunk.utf8.filter { $0 == UInt8(ascii: "\n") }.count
            case .branch(let id, let chunk):
                let first = line
                text += chunk
                line += chunk.utf8.filter { $0 == UInt8(ascii: "\n") }.count
                branchLines[id, default: []].append(first...line)
            case .open(let index): opened[index] = line
            case .close(let index): spans.append((lines: (opened[index] ?? line)...line, ids: wrappers[index].branches.map(\.id)))
            }
        }
        (self.text, self.branchLines, self.wrappers, self.unswitchable) = (text, branchLines, spans, unswitchable.sorted())
    }

    /// What a compiler error on `line` says: the mutant whose mutated code it is in (that
    /// mutant does not compile), or the mutants of the innermost wrapper around it (the
    /// wrapping is at fault: they need a build each), or nothing (no wrapper is near).
    func blame(line: Int) -> (doesNotCompile: Int?, needOwnBuild: [Int])? {
        if let (id, _) = branchLines.first(where: { $0.value.contains { $0.contains(line) } }),
            !wrappers.contains(where: { $0.lines.count == 1 && $0.lines.contains(line) })
        {
            return (id, [])
        }
        guard let wrapper = wrappers.filter({ $0.lines.contains(line) }).min(by: { $0.lines.count < $1.lines.count }) else { return nil }
        return (nil, wrapper.ids)
    }

    /// The environment variable the switch reads.
    static let variable = "KATA_MUTANT"
    /// Else the switch reads the number from the file this variable names: a run's environment
    /// can then stay the same from mutant to mutant, and SwiftPM, which compiles the manifest
    /// again for every environment it has not seen, reuses it (see ``TrialRun``).
    static let fileVariable = "KATA_MUTANT_FILE"

    /// The Swift file that declares ``switchName`` for a module's files: ``variable``, else the
    /// number in the file ``fileVariable`` names, read once (0, no mutant, when neither is set).
    static let switchFile = "// Written by the mutation proof: which mutant of the schema runs (0: none).\n" + switchDeclaration(access: "")

    /// The C library's import and the declaration of ``switchName`` with `access` (`private ` keeps
    /// it to one file): valid at the top of a file or at its end. Each C call is marked `unsafe`,
    /// so the switch also builds in a target with strict memory safety (kata 10's). The standard library's types are
    /// named with their module: a kata may declare its own `Character` (kata 03 does).
    static func switchDeclaration(access: String) -> String {
        """
        #if canImport(Glibc)
            import Glibc
        #elseif canImport(Musl)
            import Musl
        #elseif canImport(Darwin)
            import Darwin
        #endif

        \(access)let \(switchName): Swift.Int = {
            if let number = unsafe getenv("\(variable)") { return Swift.Int(unsafe Swift.String(cString: number)) ?? 0 }
            guard let path = unsafe getenv("\(fileVariable)"), let file = unsafe fopen(path, "r") else { return 0 }
            defer { unsafe fclose(file) }
            var digits = ""
            while digits.count < 18 {
                let byte = unsafe fgetc(file)
                guard (48...57).contains(byte) else { break }
                digits.append(Swift.Character(Swift.Unicode.Scalar(Swift.UInt8(byte))))
            }
            return Swift.Int(digits) ?? 0
        }()

        """
    }
}
