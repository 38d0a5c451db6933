import KataTestSupport

/// One operation of a generated program over the whole API: make apps, like and unlike on any
/// screen of any app, let go of an app or keep only one of its screens. Each app gets a number
/// when it is made (`app2`) and steps name it by that number; a step about an app the program
/// never made or no longer holds is skipped, so removing steps (shrinking) keeps a program
/// meaningful.
enum LikesStep: ProgramStep, CustomStringConvertible {
    case makeApp(Int)
    case like(app: Int, ScreenKind, String)
    case unlike(app: Int, ScreenKind, String)
    /// The same news liked `times` times in a row: counts past any plausible cap.
    case likeMany(app: Int, ScreenKind, String, times: Int)
    /// `count` other titles ("other 0", "other 1" …) each liked and unliked at once: a tally of
    /// more titles than any plausible cap keeps (a like before them must still be undone after
    /// them); unliked, they leave the liked list short, which every later like looks through.
    /// `kept`: each is liked and stays liked, so more titles than a cap are liked at once.
    case likeOthers(app: Int, ScreenKind, count: Int, kept: Bool = false)
    case releaseApp(Int)
    /// The program lets go of the app but keeps these screens.
    case keep(app: Int, [ScreenKind])
    /// A like or unlike on a screen kept without its app.
    case changeOnKept(app: Int, ScreenKind, String, like: Bool)

    var calls: Int {
        switch self {
        case .likeMany(_, _, _, let times): times
        case .likeOthers(_, _, let count, _): count
        default: 1
        }
    }

    var swiftLine: String {
        switch self {
        case .makeApp(let app): "var app\(app): NewsApp? = NewsApp.make()"
        case .like(let app, let screen, let news): "app\(app)!.\(screen.rawValue).like(\(swiftExpression(news)))"
        case .unlike(let app, let screen, let news): "app\(app)!.\(screen.rawValue).unlike(\(swiftExpression(news)))"
        case .likeMany(let app, let screen, let news, let times): "for _ in 0..<\(times) { app\(app)!.\(screen.rawValue).like(\(swiftExpression(news))) }"
        case .likeOthers(let app, let screen, let count, let kept):
            "for n in 0..<\(count) { app\(app)!.\(screen.rawValue).like(\"other \\(n)\")\(kept ? "" : "; app\(app)!.\(screen.rawValue).unlike(\"other \\(n)\")") }"
        case .releaseApp(let app): "app\(app) = nil; kept\(app) = []  // the test lets go of the app"
        case .keep(let app, let screens):
            "let kept\(app): [NewsScreen] = [\(screens.map { "app\(app)!.\($0.rawValue)" }.joined(separator: ", "))]; app\(app) = nil  // keeps only these screens"
        case .changeOnKept(let app, let screen, let news, let like): "kept\(app)[.\(screen.rawValue)].\(like ? "like" : "unlike")(\(swiftExpression(news)))"
        }
    }

    var description: String { swiftLine }

    /// Titles biased to the edges: letter-case twins, trailing spaces, empty, whitespace only,
    /// non-ASCII (and the same letters composed and decomposed: é, ö, Hangul syllables and their
    /// jamo, Å and the Ångström sign), very long.
    /// A title of ``titles``, or one time in seven a title drawn from all of Unicode (``WildText``):
    /// it reaches the screens as reported, whatever it holds.
    static func title(_ random: inout SeededRandom) -> String { random.chance(15) ? WildText.draw(&random) : random.pick(titles) }

    static let titles = [
        "Swift 6", "Swift 6 ", "A", "a", "", "   ", "émoji 🎉", "e\u{301}", "\u{E9}", String(repeating: "news ", count: 60),
        // Long titles (past 256 bytes) in capitals and other scripts, and one long title spelled
        // two ways (precomposed, decomposed; Ω and the ohm sign): a path taken only for long
        // titles must still report each as liked, scalar for scalar.
        String(repeating: "Breaking NEWS: Ünïcode ", count: 12), String(repeating: "\u{E9}", count: 200),
        String(repeating: "e\u{301}", count: 200), String(repeating: "\u{3A9}", count: 150), String(repeating: "\u{2126}", count: 150),
        // Other titles to Swift's `==`: an invisible character, full-width letters, a no-break space.
        "Swift 6\u{200B}", "\u{FF33}wift 6", "Swift\u{00A0}6", "Swift\u{2019}s 6", "Swift's 6", "Swift\u{2013}6", "Swift-6",
        // Line ends and control characters are part of a title too: a Windows and a Unix line end.
        "Swift\r\n6", "Swift\n6", "Swift\u{0}6", "\u{202E}Swift 6",
        // One title, other Unicode scalars: `==` calls each group equal, a screen shows it as reported.
        "Caf\u{E9} \u{F6}", "Cafe\u{301} o\u{308}", "\u{D55C}\u{AE00}", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", "\u{C5}", "\u{212B}",
        "A\u{30A}",
    ]

    /// How many apps a program has made so far.
    struct Census: ProgramCensus {
        var apps = 0
        /// Apps of which the program kept only some screens.
        var kept: Set<Int> = []

        mutating func count(_ step: LikesStep) {
            switch step {
            case .makeApp: apps += 1
            case .keep(let app, _): kept.insert(app)
            case .releaseApp(let app): kept.remove(app)
            default: break
            }
        }
    }

    static func next(_ random: inout SeededRandom, census: Census) -> LikesStep {
        let apps = census.apps
        if apps == 0 || (apps < 4 && random.chance(6)) { return .makeApp(apps) }
        let app = random.int(in: 0...(apps - 1))
        let screen = random.pick(ScreenKind.allCases)
        if census.kept.contains(app), random.chance(70) { return .changeOnKept(app: app, screen, Self.title(&random), like: random.chance(70)) }
        switch random.int(in: 1...100) {
        case 1...55: return .like(app: app, screen, Self.title(&random))
        case 56...92: return .unlike(app: app, screen, Self.title(&random))
        case 93...94: return .likeMany(app: app, screen, Self.title(&random), times: random.int(in: 101...300))
        case 95...96: return .keep(app: app, random.chance(50) ? [screen] : Array(ScreenKind.allCases.filter { $0 != screen }.shuffled(using: &random)))
        case 97: return .changeOnKept(app: app, screen, Self.title(&random), like: random.chance(70))
        default: return .releaseApp(app)
        }
    }

    static func simpler(_ step: LikesStep) -> [LikesStep] {
        switch step {
        case .like(let app, let screen, let news) where news != "A": [.like(app: app, screen, "A")]
        case .unlike(let app, let screen, let news) where news != "A": [.unlike(app: app, screen, "A")]
        case .likeMany(let app, let screen, let news, let times) where times > FloodSize.pastCommonCaps:
            [.likeMany(app: app, screen, news, times: 101), .likeMany(app: app, screen, news, times: FloodSize.pastCommonCaps)]
        case .likeMany(let app, let screen, let news, let times) where times > 101: [.likeMany(app: app, screen, news, times: 101)]
        case .likeOthers(let app, let screen, let count, let kept) where count > FloodSize.pastAThousand.lowerBound:
            [.likeOthers(app: app, screen, count: FloodSize.pastAThousand.lowerBound, kept: kept)]
        default: []
        }
    }

    /// Step `index` of a program past the round sizes, nil after its start: an app; one news
    /// liked 65,537 to 66,000 times (past a count kept in 16 bits), liked once more and unliked
    /// once; then a news liked, 1,025 to 1,100 other titles each liked and unliked, and that news
    /// unliked (a tally that keeps only the last 1,024 titles cannot undo it), each on any
    /// screen. A random program follows.
    static func pastRoundSizes(_ index: Int, _ soFar: [LikesStep], _ random: inout SeededRandom) -> LikesStep? {
        func screen() -> ScreenKind { random.pick(ScreenKind.allCases) }
        func news(of step: Int) -> String {
            switch soFar[step] {
            case .like(_, _, let news), .likeMany(_, _, let news, _): news
            default: "A"
            }
        }
        switch index {
        case 0: return .makeApp(0)
        case 1: return .likeMany(app: 0, screen(), Self.title(&random), times: random.int(in: FloodSize.pastCommonCaps...66_000))
        case 2: return .like(app: 0, screen(), news(of: 1))
        case 3: return .unlike(app: 0, screen(), news(of: 1))
        case 4: return .like(app: 0, screen(), Self.title(&random))
        case 5: return .likeOthers(app: 0, screen(), count: random.int(in: FloodSize.pastAThousand))
        case 6: return .unlike(app: 0, screen(), news(of: 4))
        // More titles than a cap liked at once, then the first of them unliked and liked again.
        case 7: return .likeOthers(app: 0, screen(), count: random.int(in: FloodSize.pastAThousand), kept: true)
        case 8: return .unlike(app: 0, screen(), "other 0")
        case 9: return .like(app: 0, screen(), "other 0")
        default: return nil
        }
    }

    /// What the programs past the round sizes must reach; `kata verify` counts them.
    static let pastRoundSizesReaching: [ScenarioDimension<[LikesStep]>] = [
        ScenarioDimension("the same news liked past 65,536 times") {
            $0.contains { if case .likeMany(_, _, _, let times) = $0 { times > 65_536 } else { false } }
        },
        ScenarioDimension("more than 1,024 other titles liked between a like and its unlike") {
            $0.contains { if case .likeOthers(_, _, let count, false) = $0 { count > 1_024 } else { false } }
        },
        ScenarioDimension("more than 1,024 titles liked at once, then the first of them unliked") {
            $0.contains { if case .likeOthers(_, _, let count, true) = $0 { count > 1_024 } else { false } }
                && $0.contains { if case .unlike(_, _, "other 0") = $0 { true } else { false } }
        },
    ]
}


extension LikesStep {
    /// The title the step likes or unlikes, if one (the others of `likeOthers` are ASCII).
    var title: String? {
        switch self {
        case .like(_, _, let news), .unlike(_, _, let news), .likeMany(_, _, let news, _), .changeOnKept(_, _, let news, _): news
        case .makeApp, .likeOthers, .releaseApp, .keep: nil
        }
    }

    /// Whether the step lets an app go (a release, or screens kept without their app).
    var letsAnAppGo: Bool {
        switch self {
        case .releaseApp, .keep: true
        default: false
        }
    }
}
