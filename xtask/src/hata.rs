//! What a chore can fail with, and the exit code each failure gives.

use std::fmt;

/// Why a chore did not succeed.
#[derive(Debug)]
pub enum Hata {
    /// The chore ran and found what must be looked at (already reported in detail).
    Bulundu(String),
    /// The chore could not run: a build, a file or a tool failed.
    Calismadi(String),
    /// A tool the chore ran refused what it was given and said why itself (its exit code 2):
    /// xtask adds nothing, so that the refusal reads as one, not as a crash.
    Reddedildi,
}

impl Hata {
    /// The process's exit code for this failure: 1 when something was found, 2 when the
    /// chore could not run at all.
    pub fn cikis_kodu(&self) -> u8 {
        match self {
            Hata::Bulundu(_) => 1,
            Hata::Calismadi(_) | Hata::Reddedildi => 2,
        }
    }
}

impl fmt::Display for Hata {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Hata::Bulundu(m) | Hata::Calismadi(m) => f.write_str(m),
            Hata::Reddedildi => Ok(()),
        }
    }
}

impl std::error::Error for Hata {}

impl From<std::io::Error> for Hata {
    fn from(e: std::io::Error) -> Self {
        Hata::Calismadi(e.to_string())
    }
}

/// A chore's result.
pub type GorevSonucu<T = ()> = Result<T, Hata>;

/// Wraps an error as [`Hata::Calismadi`], prefixed with what was being done.
pub fn calismadi(ne: impl fmt::Display) -> impl FnOnce(std::io::Error) -> Hata {
    move |e| Hata::Calismadi(format!("{ne}: {e}"))
}
