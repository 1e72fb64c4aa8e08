//! What a run takes ([`Secenek`]). Names serialize as the reference model's (`eksikAbone`,
//! `"koreografi"`, `"ucretlendirme"`, ...).

use serde::{Deserialize, Serialize};

/// Why a run cannot be made: a schedule written down that does not read. (An unknown mode or
/// service name is refused where it is parsed: serde and clap both list the valid names.)
pub type Hata = cekirdek::SecenekHatasi;

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

/// The service whose missing cancel subscription the lesson shows: olc's middle column, and
/// the checker's choreography.
pub const DERSIN_EKSIK_ABONESI: Servis = Servis::Ucretlendirme;

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
    /// A fault schedule written down in the notation of [`crate::ariza`], in place of the
    /// lesson's failures; the run reads it. Not an option of the reference model: left out of
    /// the JSON when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ariza: Option<String>,
    /// How many points the run goes (each step of a job, each compensation, each job's end is
    /// one, job after job); `None` runs every job to its end. Not an option of the reference
    /// model: left out of the JSON when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dur: Option<u32>,
}

impl Secenek {
    /// A run in this mode with every subscription in place.
    pub fn yeni(kip: Kip) -> Self {
        Secenek { kip, eksik_abone: None, ariza: None, dur: None }
    }
}
