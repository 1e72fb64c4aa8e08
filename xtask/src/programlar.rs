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

/// Every checked run, in report order.
pub const KOSULAR: &[Kosu] = &[
    kosu("lider", "olc", &[]),
    kosu("lider", "hesap", &[]),
    kosu("denetci", "olc", &[]),
    kosu("denetci", "hesap", &[]),
    kosu("akis", "olc", &[]),
    kosu("akis", "hesap", &[]),
];

impl Kosu {
    /// Snapshot name: `lider-olc`, then the arguments (`lider-olc--kira-5`).
    pub fn ad(&self) -> String {
        let mut ad = format!("{}-{}", self.paket, self.program);
        for a in self.arg {
            ad.push('-');
            ad.extend(
                a.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '_' }),
            );
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
