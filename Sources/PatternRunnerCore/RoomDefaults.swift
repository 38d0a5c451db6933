/// Where `make room` listens when not told: this machine only (127.0.0.1). A room started to
/// try it, or with a laptop on a café's network, shows nobody the class's names and failing
/// tests; the instructor opens it to the classroom by naming that network's address
/// (`BIND=192.168.1.23`), or every network (`BIND=0.0.0.0`). `make help`, the option's help,
/// README and Docs/Workshop.md say the same.
enum RoomDefaults {
    static let bind = "127.0.0.1"
}
