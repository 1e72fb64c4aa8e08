//! The declared list of program runs that `cargo xtask verify` checks. One entry is one
//! snapshot in `xtask/snapshots/`; adding a program or an example run means adding a line here.

/// One run of one lesson program.
#[derive(Debug, Clone, Copy)]
pub struct Kosu {
    /// Snapshot name (`xtask/snapshots/<ad>.snap`).
    pub ad: &'static str,
    /// The lesson crate.
    pub paket: &'static str,
    /// The program (`olc` or `hesap`).
    pub program: &'static str,
    /// Command-line arguments.
    pub arg: &'static [&'static str],
    /// The published output this run must equal byte for byte, relative to
    /// `../shared/reference/`, if there is one.
    pub referans: Option<&'static str>,
}

impl Kosu {
    /// The command a user types for this run.
    pub fn komut(&self) -> String {
        let mut k = format!("cargo run -q -p {} --bin {}", self.paket, self.program);
        if !self.arg.is_empty() {
            k += " --";
            for a in self.arg {
                k.push(' ');
                k += a;
            }
        }
        k
    }

    /// A short name for reports: `lider hesap`, with the arguments if it has any.
    pub fn etiket(&self) -> String {
        let mut e = format!("{} {}", self.paket, self.program);
        for a in self.arg {
            e.push(' ');
            e += a;
        }
        e
    }
}

/// Every checked run, in report order.
pub const KOSULAR: &[Kosu] = &[
    Kosu {
        ad: "lider-olc",
        paket: "lider",
        program: "olc",
        arg: &[],
        referans: Some("lider/olc.txt"),
    },
    Kosu {
        ad: "lider-hesap",
        paket: "lider",
        program: "hesap",
        arg: &[],
        referans: Some("lider/hesap.txt"),
    },
];
