//! The declared list of program runs that `cargo xtask verify` checks. One entry is one
//! snapshot in `xtask/snapshots/`; adding a program or an example run means adding a line here.

/// One run of one lesson program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Kosu {
    /// The lesson crate.
    pub paket: &'static str,
    /// The program (`olc` or `hesap`).
    pub program: &'static str,
    /// Command-line arguments.
    pub arg: &'static [&'static str],
}

const fn kosu(paket: &'static str, program: &'static str, arg: &'static [&'static str]) -> Kosu {
    Kosu { paket, program, arg }
}

/// Every checked run, in report order: per program the published output (no arguments),
/// `--json`, `--markdown`, a question a reader might ask with flags, `--help`, and `olc --iz`. The docs'
/// generated blocks may show only these runs, so every example in the docs is a snapshot too.
pub const KOSULAR: &[Kosu] = &[
    kosu("lider", "olc", &[]),
    kosu("lider", "olc", &["--json"]),
    kosu("lider", "olc", &["--markdown"]),
    kosu("lider", "olc", &["--yenileme", "1"]),
    kosu("lider", "olc", &["--help"]),
    kosu("lider", "olc", &["--iz"]),
    kosu("lider", "hesap", &[]),
    kosu("lider", "hesap", &["--json"]),
    kosu("lider", "hesap", &["--markdown"]),
    kosu("lider", "hesap", &["--kk4", "6,12,24", "--fatura-satiri", "8000"]),
    kosu("lider", "hesap", &["--help"]),
    kosu("denetci", "olc", &[]),
    kosu("denetci", "olc", &["--json"]),
    kosu("denetci", "olc", &["--markdown"]),
    kosu("denetci", "olc", &["--kira", "4"]),
    kosu("denetci", "olc", &["--help"]),
    kosu("denetci", "olc", &["--iz"]),
    kosu("denetci", "hesap", &[]),
    kosu("denetci", "hesap", &["--json"]),
    kosu("denetci", "hesap", &["--markdown"]),
    kosu("denetci", "hesap", &["--kk3", "0.001,0.005,0.01", "--deneme-siniri", "5"]),
    kosu("denetci", "hesap", &["--help"]),
    kosu("akis", "olc", &[]),
    kosu("akis", "olc", &["--json"]),
    kosu("akis", "olc", &["--markdown"]),
    kosu("akis", "olc", &["--eksik-abone", "sozlesme"]),
    kosu("akis", "olc", &["--help"]),
    kosu("akis", "olc", &["--iz"]),
    kosu("akis", "hesap", &[]),
    kosu("akis", "hesap", &["--json"]),
    kosu("akis", "hesap", &["--markdown"]),
    kosu("akis", "hesap", &["--pencere-saat", "2", "--kk2", "0.01,0.02,0.04"]),
    kosu("akis", "hesap", &["--help"]),
];

impl Kosu {
    /// Snapshot name: `lider-olc`, then the arguments (`lider-olc_kira_5`, `lider-olc_json`).
    pub fn ad(&self) -> String {
        let mut ad = format!("{}-{}", self.paket, self.program);
        for a in self.arg {
            ad.push('_');
            let a = a.trim_start_matches('-');
            ad.extend(a.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '-' }));
        }
        ad
    }

    /// The published output a run without arguments must equal byte for byte, relative to
    /// `../shared/reference/`.
    pub fn referans(&self) -> Option<String> {
        self.arg.is_empty().then(|| format!("{}/{}.txt", self.paket, self.program))
    }

    /// The command a user types for this run.
    pub fn komut(&self) -> String {
        let mut k = format!("cargo run -q -p {} --bin {}", self.paket, self.program);
        if !self.arg.is_empty() {
            k = format!("{k} -- {}", self.arg.join(" "));
        }
        k
    }

    /// A short name for reports: `lider hesap`, with the arguments if it has any.
    pub fn etiket(&self) -> String {
        [self.paket, self.program].iter().chain(self.arg).copied().collect::<Vec<_>>().join(" ")
    }
}
