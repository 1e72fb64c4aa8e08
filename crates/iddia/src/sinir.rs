//! The bounds of a report and the configurations it checks under them.

use ders::degismez::Boy;
use serde::{Deserialize, Serialize};

/// The bounds of a report: the defaults (`tam`), the small ones `cargo xtask test` runs
/// (`kucuk`), or a reader's own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Sinirlar {
    /// lider: nodes of the every-set configuration.
    pub dugum: u32,
    /// lider: most nodes unreachable at once in the five-node configuration.
    pub ayni_anda: usize,
    /// lider and denetci (without supervisor): rounds.
    pub tur: u32,
    /// denetci: faults; akis: lost or duplicated messages; lider: node-rounds (`None`: none).
    pub butce: Option<u32>,
    /// denetci: faulty jobs.
    pub arizali_is: usize,
    /// Whether to run the five-node lider configurations too.
    pub bes_dugum: bool,
}

impl Sinirlar {
    /// The default bounds: exhaustive, the lesson's own sizes where it has them.
    pub fn tam() -> Self {
        Sinirlar { dugum: 3, ayni_anda: 2, tur: 24, butce: None, arizali_is: 2, bes_dugum: true }
    }

    /// Small bounds for `cargo xtask test`: the same claims and mutants, fewer states.
    pub fn kucuk() -> Self {
        Sinirlar { dugum: 3, ayni_anda: 2, tur: 14, butce: None, arizali_is: 1, bes_dugum: false }
    }

    /// The bounds a kept result was found under.
    pub fn boy(boy: Boy) -> Self {
        match boy {
            Boy::Tam => Sinirlar::tam(),
            Boy::Kucuk => Sinirlar::kucuk(),
        }
    }
}

/// One configuration a report checks: its name in the report (`citleme+kalici tetik, 3 dugum,
/// her kume`) and the model, possibly a mutant.
pub type Yapilandirma<M> = (String, M);

/// A bound a reader may set for a lesson's check in the book's page: its key in [`Sinirlar`]'s
/// JSON, what it means, its default (the report's), the range a page takes, and why not more
/// (the measured growth past it: a page's check should end within about 20 s and 5 million
/// states; `cargo xtask kesif` takes any).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct SinirTanimi {
    pub anahtar: &'static str,
    pub anlam: &'static str,
    pub varsayilan: u32,
    pub alt: u32,
    pub ust: u32,
    pub neden: &'static str,
}

impl Sinirlar {
    /// The report's defaults with the bounds of `verilen` (key, value) set, each checked against
    /// its declaration in `tanimlar`.
    pub fn ile(tanimlar: &[SinirTanimi], verilen: &[(String, u32)]) -> Result<Sinirlar, String> {
        let mut s = Sinirlar::tam();
        for (anahtar, n) in verilen {
            let t = tanimlar
                .iter()
                .find(|t| t.anahtar == anahtar)
                .ok_or_else(|| format!("'{anahtar}' bu dersin sınırı değil"))?;
            if !(t.alt..=t.ust).contains(n) {
                return Err(format!(
                    "{}: {} ile {} arasında olmalı ({n} verildi); {}; daha büyüğü için: cargo \
                     xtask kesif",
                    t.anlam, t.alt, t.ust, t.neden
                ));
            }
            match t.anahtar {
                "dugum" => s.dugum = *n,
                "ayniAnda" => s.ayni_anda = *n as usize,
                "tur" => s.tur = *n,
                "butce" => s.butce = Some(*n),
                "arizaliIs" => s.arizali_is = *n as usize,
                _ => return Err(format!("'{anahtar}' bir sınır değil")),
            }
        }
        Ok(s)
    }
}
