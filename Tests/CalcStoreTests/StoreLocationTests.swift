import Testing

@testable import CalcStore

/// `--store` values: what parses, what is refused with which message, and what logs show.
struct StoreLocationTests {
    @Test(arguments: [
        ("memory", StoreLocation.memory),
        ("sqlite:data/calculator.sqlite", .sqlite(path: "data/calculator.sqlite")),
        ("sqlite:/tmp/a b.sqlite", .sqlite(path: "/tmp/a b.sqlite")),
    ])
    func validLocationsParse(text: String, expected: StoreLocation) throws {
        #expect(try StoreLocation(text) == expected)
    }

    @Test(arguments: [
        ("sqlite:", CalcStoreError.unknownLocation("sqlite:")),
        ("mysql://x@y/z", .unknownLocation("mysql://x@y/z")),
    ])
    func badLocationsAreRefusedWithAReason(text: String, error: CalcStoreError) {
        #expect(throws: error) { try StoreLocation(text) }
    }

    @Test func theDefaultIsASQLiteFileUnderData() {
        #expect(StoreLocation.standard == .sqlite(path: "data/calculator.sqlite"))
    }

    #if PostgreSQL
        @Test(arguments: [
            (
                "postgres://calc:secret@db.example:5433/calc",
                StoreLocation.postgres(url: "postgres://calc:secret@db.example:5433/calc")
            ),
            ("postgresql://calc@127.0.0.1/calc", .postgres(url: "postgresql://calc@127.0.0.1/calc")),
        ])
        func postgresLocationsParse(text: String, expected: StoreLocation) throws {
            #expect(try StoreLocation(text) == expected)
        }

        @Test(arguments: [
            ("postgres://127.0.0.1/calc", CalcStoreError.badPostgresURL("it names no user")),
            ("postgres://calc@127.0.0.1", .badPostgresURL("it names no database")),
            ("postgres://calc@/calc", .badPostgresURL("it names no host")),
            (
                "postgres://calc@h/calc?sslmode=allow",
                .badPostgresURL("sslmode allow is not supported (use disable or verify-full)")
            ),
        ])
        func badPostgresURLsAreRefusedWithAReason(text: String, error: CalcStoreError) {
            #expect(throws: error) { try StoreLocation(text) }
        }

        @Test func urlPartsArePercentDecoded() throws {
            #expect(try PostgresURL("postgres://c%40lc:p%2Fss@h:6000/d%20b").configuration.username == "c@lc")
        }
    #else
        /// Without the PostgreSQL trait a `postgres://` store is refused, with the flag that builds it.
        @Test(arguments: ["postgres://calc:secret@db.example:5433/calc", "postgresql://calc@127.0.0.1/calc"])
        func postgresLocationsNeedThePostgreSQLTrait(text: String) throws {
            #expect(throws: CalcStoreError.postgresNotBuiltIn) { try StoreLocation(text) }
            #expect(CalcStoreError.postgresNotBuiltIn.description.contains("--traits PostgreSQL"))
            #expect(throws: CalcStoreError.postgresNotBuiltIn) { try StoreLocation.postgres(url: text).open() }
        }
    #endif

    @Test func logsNeverShowThePassword() {
        let location = StoreLocation.postgres(url: "postgres://calc:secret@db.example:5433/calc")
        #expect(location.description == "postgres://…@db.example:5433/calc")
    }
}
