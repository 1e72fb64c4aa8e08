//! The events a round of the model tells ([`Olay`]), as data; nodes are numbers, so the JSON
//! (`olc --iz --json`) is derived. Their account is in [`crate::iz`].

use cekirdek::Kume;
use serde::Serialize;

/// What a trigger (or a waiting request) came to in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "sonuc", rename_all = "camelCase")]
pub enum Parti {
    /// Started by `kac_kez` leaders (more than one: started twice).
    #[serde(rename_all = "camelCase")]
    Baslatildi {
        /// How many leaders started it.
        kac_kez: u32,
    },
    /// No leader could act: the batch is lost.
    Kacti,
    /// No leader could act: the request waits in the record.
    KaydaDustu {
        /// Requests waiting now.
        bekleyen: u32,
    },
    /// A new leader took up the waiting requests: one batch for all of them.
    GecBaslatildi {
        /// Rounds since the last request was recorded.
        gecikme: u32,
        /// Requests that were waiting.
        bekleyen: u32,
    },
}

/// A node that believes it leads, with the fencing token it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Inanan {
    /// The node.
    pub dugum: usize,
    /// Its token.
    pub belirtec: u16,
}

/// One event of the model, in the order the round makes them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "olay", rename_all = "camelCase")]
pub enum Olay {
    /// Round start: who cannot be reached, and whether the record's leader renewed its lease.
    TurBasi {
        /// The record's leader.
        lider: usize,
        /// Whether it renewed.
        yeniledi: bool,
        /// Nodes unreachable this round.
        ulasilamayan: Kume,
    },
    /// The lease ran out: `dugum` took over with token `belirtec`.
    Devralma {
        /// The new leader.
        dugum: usize,
        /// Its fencing token.
        belirtec: u16,
        /// Rounds since the last renewal.
        bekleme: u32,
    },
    /// The lease ran out but no other node could be reached: nobody took over this round.
    DevralanYok {
        /// Rounds since the last renewal.
        bekleme: u32,
    },
    /// The nodes acting as leader (believe it and are reachable), and whose work fencing rejected.
    Calisan {
        /// Acting nodes.
        dugumler: Kume,
        /// Rejected for an outdated token.
        reddedilen: Kume,
    },
    /// Who leads by the record, and every node that believes it leads, with its token, as the
    /// acting nodes were chosen (what the timeline draws; only in a kept trace).
    Inananlar {
        /// The record's leader.
        lider: usize,
        /// The believers.
        dugumler: Vec<Inanan>,
    },
    /// The batch's outcome this round.
    Parti {
        /// What happened to it.
        parti: Parti,
    },
    /// `dugum` read the record, saw another leader and stepped down.
    Birakti {
        /// The node.
        dugum: usize,
    },
}

impl Olay {
    /// [`Olay::Inananlar`]: the record's leader `lider`, and each node of `inanan` with its token
    /// in `belirtec`.
    pub fn inananlar(lider: usize, inanan: Kume, belirtec: &[u16]) -> Olay {
        let inanan = inanan.iter().map(|dugum| Inanan { dugum, belirtec: belirtec[dugum] });
        Olay::Inananlar { lider, dugumler: inanan.collect() }
    }
}
