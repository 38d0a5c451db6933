/// The class page's look, sized for a projector read from the back of the room: everything at
/// body size (20 px at 1600 wide, 18 px at 1280, 16 px at 1024), one line per learner where it
/// fits so twenty learners show without scrolling, kata heads set vertically so the kata columns
/// stay as narrow as "7/10" and the failing test gets the width.
enum ClassPageStyle {
    static let css = """
        html { font-size: 20px; }
        body { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 8px 14px; color: #111; }
        header { display: flex; flex-wrap: wrap; align-items: baseline; column-gap: 28px; margin: 0 0 6px; }
        h1 { font-size: 1.3rem; margin: 0; }
        .join { font-size: 1.15rem; margin: 0; }
        .join code { font-weight: bold; background: #eef3fb; padding: 1px 8px; border-radius: 4px; overflow-wrap: anywhere; }
        #status { font-size: 0.8rem; font-weight: normal; color: #2e8540; margin-left: 12px; }
        #status.offline { color: #a33; }
        table { border-collapse: collapse; width: 100%; }
        th, td { padding: 2px 6px; border: 1px solid #ccd; text-align: center; line-height: 1.2; }
        thead th { position: sticky; top: 0; background: #eef3fb; z-index: 1; vertical-align: bottom; font-weight: normal; font-size: 0.8rem; }
        thead th b { display: block; font-size: 1rem; }
        thead th.kata { min-width: 2.6em; padding: 4px 2px; }
        thead th.kata span { display: block; writing-mode: vertical-rl; transform: rotate(180deg); white-space: nowrap; margin: 0 auto 4px; font-size: 0.9rem; }
        thead th.name, thead th.now { text-align: left; }
        tbody th { text-align: left; white-space: nowrap; max-width: 13em; overflow: hidden; text-overflow: ellipsis; }
        td.now { text-align: left; }
        td.now .failing { color: #a33; overflow-wrap: anywhere; }
        td.done { background: #2e8540; color: #fff; font-weight: bold; }
        td.done.failing { background: #b3261e; }
        td.going { background: #ffe08a; }
        td.todo { color: #999; }
        tfoot td, tfoot th { font-weight: bold; background: #eef3fb; }
        .legend { font-size: 0.8rem; color: #445; margin: 6px 0 0; }
        .skipped { font-size: 0.8rem; color: #a33; margin: 6px 0 0; }
        @media (max-width: 1440px) { html { font-size: 18px; } }
        @media (max-width: 1100px) { html { font-size: 16px; } body { margin: 6px 8px; } th, td { padding: 2px 4px; } tbody th { max-width: 10em; } }
        """
}
