//! What a run takes ([`Secenek`]) and returns ([`Olcum`]). Names serialize as the reference model's (`eksikAbone`,
//! `telafisizAdim`, `"koreografi"`, `"ucretlendirme"`, ...).

use crate::olay::Olay;
use serde::ser::SerializeMap;
use serde::{Deserialize, Serialize, Serializer};

/// A run cannot fail: every [`Secenek`] that can be built is valid. An unknown mode or service
/// name is refused where it is parsed (serde and clap both list the valid names).
pub type Hata = std::convert::Infallible;

/// How the workflow is driven.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kip {
    /// Each step publishes an event the next step's service subscribes to; no coordinator.
    Koreografi,
    /// One coordinator calls each step in turn and keeps the workflow's state.
    Orkestrasyon,
}

/// The services the four steps run in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Servis {
    /// Rating (tariff and invoice context).
    Ucretlendirme,
    /// Contracts (discounts).
    Sozlesme,
    /// Invoicing.
    Faturalama,
    /// Notifications.
    Bildirim,
}

impl Kip {
    /// The name the reference uses.
    pub const fn ad(self) -> &'static str {
        match self {
            Kip::Koreografi => "koreografi",
            Kip::Orkestrasyon => "orkestrasyon",
        }
    }
}

impl Servis {
    /// Every service, in the order of the steps they run.
    pub const HEPSI: [Servis; 4] =
        [Servis::Ucretlendirme, Servis::Sozlesme, Servis::Faturalama, Servis::Bildirim];

    /// The name the reference uses.
    pub const fn ad(self) -> &'static str {
        match self {
            Servis::Ucretlendirme => "ucretlendirme",
            Servis::Sozlesme => "sozlesme",
            Servis::Faturalama => "faturalama",
            Servis::Bildirim => "bildirim",
        }
    }

    /// The service the reference names `ad`.
    pub fn adiyla(ad: &str) -> Option<Servis> {
        Servis::HEPSI.into_iter().find(|s| s.ad() == ad)
    }
}

/// The options of one run. In JSON `kip` is required; a left-out `eksikAbone` (or `null`)
/// means every service subscribes to its cancel event.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Secenek {
    /// How the workflow is driven: by events, or by a coordinator.
    pub kip: Kip,
    /// In choreography, the service that did not subscribe to its cancel event.
    #[serde(default)]
    pub eksik_abone: Option<Servis>,
}

impl Secenek {
    /// A run in this mode with every subscription in place.
    pub fn yeni(kip: Kip) -> Self {
        Secenek { kip, eksik_abone: None }
    }
}

/// What one run counts. Serializes with the reference result's keys.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Olcum {
    /// Jobs whose four steps all committed.
    pub tamamlanan: u32,
    /// Steps executed (and committed).
    pub adim: u32,
    /// Messages: events in choreography, commands and replies in orchestration.
    pub ileti: u32,
    /// Committed steps undone by their compensation.
    pub telafi_edilen: u32,
    /// Committed steps nobody compensated (the service missed the cancel event).
    pub telafisiz_adim: u32,
    /// Failed jobs that left at least one committed write behind.
    pub yarim_kalan_is: u32,
    /// One event per failed job: where it stopped, steps committed, writes left open.
    pub iz: Vec<Olay>,
    /// Committed writes left per step, in step order.
    #[serde(serialize_with = "adim_sayilari")]
    pub kalan_yazma: [(&'static str, u32); 4],
}

impl Olcum {
    /// `tarife=6 indirim=6 fatura=6 bildirim=6`: the writes left, as the lesson prints them.
    pub fn kalan_yazma_metni(&self) -> String {
        let parcalar: Vec<String> =
            self.kalan_yazma.iter().map(|(a, n)| format!("{a}={n}")).collect();
        parcalar.join(" ")
    }
}

/// Writes the per-step counts as a JSON object in step order.
fn adim_sayilari<S: Serializer>(v: &[(&'static str, u32)], s: S) -> Result<S::Ok, S::Error> {
    let mut m = s.serialize_map(Some(v.len()))?;
    for (adim, n) in v {
        m.serialize_entry(adim, n)?;
    }
    m.end()
}
