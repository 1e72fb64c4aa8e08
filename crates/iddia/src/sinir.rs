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
