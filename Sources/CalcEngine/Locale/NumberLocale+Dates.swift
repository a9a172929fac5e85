extension NumberLocale {
    /// How the format shows a result's date; nil for English, which keeps ISO 8601
    /// (`2025-05-30 (Friday)`): CLDR's English short date, `M/d/yy`, is the United States' and
    /// reads the other way round in most English-speaking countries, where ISO reads one way only.
    ///
    /// The patterns are CLDR's short date formats (Unicode CLDR 46, `dateFormats/short`, as
    /// Foundation's locale data and Python's babel give them) with a two-digit year (`yy`) written
    /// in full (`y`), since dates run from year 1: German `dd.MM.yy` is `dd.MM.y`. The weekday
    /// names are CLDR's wide format names. A test checks both against Foundation's
    /// `DateFormatter` (short date style, `weekdaySymbols`) and strings babel computed apart.
    public var dateStyle: DateStyle? {
        switch self {
        case .en: nil
        case .enIN:
            DateStyle(
                pattern: "dd/MM/y",
                weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
        case .de, .deCH:
            DateStyle(
                pattern: "dd.MM.y",
                weekdays: ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"])
        case .fr:
            DateStyle(
                pattern: "dd/MM/y", weekdays: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"])
        case .frCA:
            DateStyle(
                pattern: "y-MM-dd", weekdays: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"])
        case .es, .es419:
            DateStyle(
                pattern: "d/M/y", weekdays: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"])
        case .it:
            DateStyle(
                pattern: "dd/MM/y",
                weekdays: ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"])
        case .itCH:
            DateStyle(
                pattern: "dd.MM.y",
                weekdays: ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"])
        case .pt, .ptPT:
            DateStyle(
                pattern: "dd/MM/y",
                weekdays: [
                    "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo",
                ])
        case .nl:
            DateStyle(
                pattern: "dd-MM-y",
                weekdays: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"])
        case .pl:
            DateStyle(
                pattern: "d.MM.y",
                weekdays: ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"])
        case .sv:
            DateStyle(
                pattern: "y-MM-dd", weekdays: ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"])
        case .enZA:
            DateStyle(
                pattern: "y/MM/dd",
                weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
        }
    }
}
