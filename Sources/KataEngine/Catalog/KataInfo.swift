import Foundation

/// One kata as `Katas/katas.json` describes it: the single source of kata metadata.
public struct KataInfo: Codable, Equatable, Sendable {
    /// What "the starter fails" means for a kata, and so how `kata verify` proves it.
    public enum Kind: String, Codable, Sendable {
        /// The starter fails at least one test; the reference passes them all.
        case behaviour
        /// A refactoring kata that starts green on behaviour: only tests named
        /// `Design check: …` fail in the starter.
        case design
        /// The learner writes the tests; they must catch every listed mutant.
        case mutants
    }

    /// A deliberately broken mediator that kata 11's tests must catch. The checker picks it
    /// at build time, so the learner's tests cannot see which implementation they judge.
    public struct Mutant: Codable, Equatable, Sendable {
        public let name: String
        public let description: String
        /// How many lines a diff against the mediator changes (see ``MistakeDrift``).
        public let changedLines: Int?
        /// The contract clause it breaks (`4`), which the report names when it survives.
        public let clause: String?

        public init(name: String, description: String, changedLines: Int? = nil, clause: String? = nil) {
            (self.name, self.description, self.changedLines, self.clause) = (name, description, changedLines, clause)
        }
    }

    /// A realistic learner mistake: the reference solution with one error, kept in
    /// `.meta/Mistakes/<name>/`. `kata verify` proves the kata's tests catch each one.
    public struct Mistake: Codable, Equatable, Sendable {
        public let name: String
        public let description: String
        /// How many lines a diff against the reference changes: `kata verify` fails when the
        /// mistake drifts from it (see ``MistakeDrift``).
        public let changedLines: Int?
        /// The README rule this mistake breaks first: `kata verify` proves that a check of the
        /// mistake leads with that rule's failure (see ``RuleLead``), so the learner reads first
        /// the rule they broke. `nil` for a design kata's mistake that breaks its design only.
        public let rule: Int?
        /// For a mistake that breaks two rules at once (a registration ignored: one not kept, and
        /// one not counted), or where a task's timing decides which one a run sees first (a
        /// delivery left to a `Task` that also holds the sender): either may lead.
        public let rules: [Int]?
        /// For a mistake that breaks no numbered rule (a kata 10 mediator that is no actor): how
        /// the title of the test its check leads with begins.
        public let leadingTest: String?
        /// For a mistake the compiler refuses before any test runs (kata 10's storage marked
        /// `nonisolated(unsafe)`, under strict memory safety): the diagnostic group its error
        /// names, such as `StrictMemorySafety`. `kata verify` proves it by that compile error.
        public let refusedBy: String?

        public init(
            name: String, description: String, changedLines: Int? = nil, rule: Int? = nil, rules: [Int]? = nil, leadingTest: String? = nil,
            refusedBy: String? = nil
        ) {
            (self.name, self.description, self.changedLines) = (name, description, changedLines)
            (self.rule, self.rules, self.leadingTest, self.refusedBy) = (rule, rules, leadingTest, refusedBy)
        }

        /// The rules a check of this mistake may lead with.
        public var leadRules: Set<Int> { Set((rule.map { [$0] } ?? []) + (rules ?? [])) }
    }

    /// An automatic mutant of the reference that no test can tell from it, and why: the
    /// mutation proof lets it pass. `id` is ``GeneratedMutant/id`` (`File.swift:12: == to !=`).
    public struct EquivalentMutant: Codable, Equatable, Sendable {
        public let id: String
        public let reason: String

        public init(id: String, reason: String) { (self.id, self.reason) = (id, reason) }
    }

    /// A kata whose lesson is who hears what: its main scenario's arrows through the mediator,
    /// which `kata check --flow` draws beside the expected ones.
    public struct Flow: Codable, Equatable, Sendable {
        /// The scenario in the README's words ("like all, then dislike all").
        public let scenario: String
        /// The expected arrows, one `A -> B: message` per line, relative to the kata's folder.
        public let expected: String

        public init(scenario: String, expected: String) { (self.scenario, self.expected) = (scenario, expected) }
    }

    public let slug: String
    public let title: String
    public let document: String
    public let teaches: String
    /// The learner's files, relative to the kata's folder. Their starter and reference
    /// versions live, by file name, in `.meta/Starter` and `.meta/Solution`.
    public let files: [String]
    public let hints: [String]
    /// Absent in the metadata means `.behaviour`.
    public let kind: Kind
    public let mutants: [Mutant]
    /// Kata 11: mutants beyond the named teaching list, at least three per clause of the
    /// contract, each caught only by that clause's tests (`.meta/Pool/<name>/`).
    public let pool: [Mutant]
    public let mistakes: [Mistake]
    public let flow: Flow?
    public let equivalentMutants: [EquivalentMutant]
    /// Kata 11: the contract clause each function of the mediator implements (`deliver` →
    /// "1. …"), so a generated mutant that survives is reported with the clause it breaks.
    public let clauses: [String: String]
    /// About how long `kata verify` takes to prove this kata on a quiet 2-core machine (seconds,
    /// as its report prints): the proofs start longest first, so the two threads end together.
    public let proofSeconds: Double?
    /// A design kata's rules that Swift's parser decides on the learner's files, each checked
    /// with the tests and reported as a failing design check (``SourceRuleCheck``).
    public let sourceRules: [SourceRule]
    /// The title of the test that fails when the kata's code writes to standard output other
    /// than through the module's `print` (``StandardOutputRule``); `nil` for katas without it.
    public let outputRule: String?

    /// Members of a kata's objects that the named files may use only on `self`: kata 07's
    /// screens may show a change on themselves, never on another screen (the mediator does that).
    /// Any other member the files' types declare may be used only on `self` or on a property
    /// they declare (the mediator), whatever its name (``SourceRuleCheck``).
    public struct SourceRule: Codable, Equatable, Sendable {
        /// The failing check's title, starting with "Design check".
        public let test: String
        /// The learner's files the rule reads, as listed in `files`.
        public let files: [String]
        /// The members that may be used only on `self` (`show`, `board`).
        public let onlyOnSelf: [String]
        /// Why, in the kata's words: the failure's message.
        public let why: String
        /// The kata's other learner files: the members they declare count too (a screen's
        /// method declared in an extension there), and an extension there of a type `files`
        /// declare is refused (that type's code lives in `files`, where the rule reads it).
        public var alsoReads: [String]? = nil
        /// Names no file read may declare: `customMirror`, which hides what an object stores
        /// from the design checks that look at it with `Mirror`.
        public var forbiddenDeclarations: [String]? = nil
        /// True when no file read may keep state outside the objects: no stored variable or
        /// constant at the top of a file, no `static` (or `class`) stored property. A god object
        /// behind thin façades, its colleagues in a global table, is invisible to `Mirror`.
        public var forbidsGlobalState: Bool? = nil
        /// Names no file read may use in code: a global bus (`NotificationCenter`) that carries
        /// one screen's closure to the others, raw pointers (`Unmanaged`, `UnsafeRawPointer`)
        /// that hold a colleague where `Mirror` sees only an address.
        public var forbiddenIdentifiers: [String]? = nil
        /// True when no file read may vouch for code the compiler would refuse as unsafe:
        /// `nonisolated(unsafe)`, `unowned(unsafe)`, an `unsafe` expression, `@unsafe`, `@safe`,
        /// `@preconcurrency`. Kata 10's mediator is proved free of races by the compiler only
        /// while nothing tells the compiler to trust it (its fix-it inserts `unsafe`).
        public var forbidsVouchingForUnsafe: Bool? = nil

        public init(
            test: String, files: [String], onlyOnSelf: [String], why: String, alsoReads: [String]? = nil,
            forbiddenDeclarations: [String]? = nil, forbidsGlobalState: Bool? = nil, forbiddenIdentifiers: [String]? = nil,
            forbidsVouchingForUnsafe: Bool? = nil
        ) {
            (self.test, self.files, self.onlyOnSelf, self.why) = (test, files, onlyOnSelf, why)
            (self.alsoReads, self.forbiddenDeclarations, self.forbidsGlobalState) = (alsoReads, forbiddenDeclarations, forbidsGlobalState)
            (self.forbiddenIdentifiers, self.forbidsVouchingForUnsafe) = (forbiddenIdentifiers, forbidsVouchingForUnsafe)
        }
    }

    enum CodingKeys: String, CodingKey {
        case slug, title, document, teaches, files, hints, kind, mutants, pool, mistakes, flow, equivalentMutants, clauses, proofSeconds
        case sourceRules, outputRule
    }

    public init(
        slug: String, title: String, document: String, teaches: String, files: [String], hints: [String],
        kind: Kind = .behaviour, mutants: [Mutant] = [], pool: [Mutant] = [], mistakes: [Mistake] = [], flow: Flow? = nil,
        equivalentMutants: [EquivalentMutant] = [], clauses: [String: String] = [:], proofSeconds: Double? = nil,
        sourceRules: [SourceRule] = [], outputRule: String? = nil
    ) {
        (self.sourceRules, self.outputRule) = (sourceRules, outputRule)
        (self.slug, self.title, self.document, self.teaches) = (slug, title, document, teaches)
        (self.files, self.hints, self.kind, self.mutants, self.mistakes) = (files, hints, kind, mutants, mistakes)
        self.pool = pool
        (self.flow, self.equivalentMutants, self.clauses, self.proofSeconds) = (flow, equivalentMutants, clauses, proofSeconds)
    }

    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            slug: try values.decode(String.self, forKey: .slug), title: try values.decode(String.self, forKey: .title),
            document: try values.decode(String.self, forKey: .document),
            teaches: try values.decode(String.self, forKey: .teaches),
            files: try values.decode([String].self, forKey: .files), hints: try values.decode([String].self, forKey: .hints),
            kind: try values.decodeIfPresent(Kind.self, forKey: .kind) ?? .behaviour,
            mutants: try values.decodeIfPresent([Mutant].self, forKey: .mutants) ?? [],
            pool: try values.decodeIfPresent([Mutant].self, forKey: .pool) ?? [],
            mistakes: try values.decodeIfPresent([Mistake].self, forKey: .mistakes) ?? [],
            flow: try values.decodeIfPresent(Flow.self, forKey: .flow),
            equivalentMutants: try values.decodeIfPresent([EquivalentMutant].self, forKey: .equivalentMutants) ?? [],
            clauses: try values.decodeIfPresent([String: String].self, forKey: .clauses) ?? [:],
            proofSeconds: try values.decodeIfPresent(Double.self, forKey: .proofSeconds),
            sourceRules: try values.decodeIfPresent([SourceRule].self, forKey: .sourceRules) ?? [],
            outputRule: try values.decodeIfPresent(String.self, forKey: .outputRule))
    }

    /// The two-digit number that starts the slug (`01`).
    public var number: String { String(slug.prefix { $0.isNumber }) }

    /// The folders at the top of the learner's files (`Sources` for most katas, `Tests` for 11):
    /// what watch mode watches.
    public var learnerRoots: [String] {
        Set(files.compactMap { $0.split(separator: "/").first.map(String.init) }).sorted()
    }
}
