//! The events a round of the model tells ([`Olay`]), as data; nodes are numbers, so the JSON
//! (`olc --iz --json`) is derived. Their account is in [`crate::anlatim`].

use cekirdek::Kume;
use serde::Serialize;

/// What a trigger (or a waiting request) came to in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "sonuc", rename_all = "camelCase")]
#[allow(missing_docs, reason = "each variant's doc names its fields")]
pub enum Parti {
    /// Started by `kac_kez` leaders (more than one: started twice).
    #[serde(rename_all = "camelCase")]
    Baslatildi { kac_kez: u32 },
    /// No leader could act: the batch is lost.
    Kacti,
    /// No leader could act: the request waits in the record, `bekleyen` waiting now.
    KaydaDustu { bekleyen: u32 },
    /// A new leader took up the `bekleyen` waiting requests, `gecikme` rounds after the last was
    /// recorded: one batch for all of them.
    GecBaslatildi { gecikme: u32, bekleyen: u32 },
}

/// A node (`dugum`) that believes it leads, with the fencing token it holds (`belirtec`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct Inanan {
    pub dugum: usize,
    pub belirtec: u16,
}

/// One event of the model, in the order the round makes them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "olay", rename_all = "camelCase")]
#[allow(missing_docs, reason = "each variant's doc names its fields")]
pub enum Olay {
    /// Round start: the nodes nobody can reach (`ulasilamayan`), and whether the record's leader
    /// (`lider`) renewed its lease (`yeniledi`).
    TurBasi { lider: usize, yeniledi: bool, ulasilamayan: Kume },
    /// The lease ran out `bekleme` rounds after the last renewal: `dugum` took over with token
    /// `belirtec`.
    Devralma { dugum: usize, belirtec: u16, bekleme: u32 },
    /// The lease ran out `bekleme` rounds after the last renewal, but no other node could be
    /// reached: nobody took over this round.
    DevralanYok { bekleme: u32 },
    /// The nodes acting as leader (`dugumler`: they believe it and are reachable), and those
    /// whose work fencing rejected for an outdated token (`reddedilen`).
    Calisan { dugumler: Kume, reddedilen: Kume },
    /// Who leads by the record (`lider`), and every node that believes it leads, with its token
    /// (`dugumler`), as the acting nodes were chosen (what the timeline draws; only in a kept
    /// trace).
    Inananlar { lider: usize, dugumler: Vec<Inanan> },
    /// The batch's outcome this round (`parti`).
    Parti { parti: Parti },
    /// `dugum` read the record, saw another leader and stepped down.
    Birakti { dugum: usize },
}

impl Olay {
    /// [`Olay::Inananlar`]: the record's leader `lider`, and each node of `inanan` with its token
    /// in `belirtec`.
    pub fn inananlar(lider: usize, inanan: Kume, belirtec: &[u16]) -> Olay {
        let inanan = inanan.iter().map(|dugum| Inanan { dugum, belirtec: belirtec[dugum] });
        Olay::Inananlar { lider, dugumler: inanan.collect() }
    }
}
