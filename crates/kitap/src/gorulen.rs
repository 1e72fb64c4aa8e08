//! What the driver saw on a lesson's page (`surucu/senaryo.mjs`'s report): each scenario's
//! text, errors, story, timeline and claims, and each step of the page's own checks.

use serde::Deserialize;

/// What the page reported of one scenario or step.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Gorulen {
    #[serde(default)]
    pub ad: String,
    #[serde(default)]
    pub bayrak: String,
    #[serde(default)]
    pub deger: String,
    pub parca: String,
    pub metin: String,
    pub hatalar: Vec<(String, String)>,
    pub gecerli: Option<String>,
    /// Whether the note over the last valid run (a value refused) shows.
    #[serde(default)]
    pub eski: bool,
    /// The fields marked `aria-invalid`.
    #[serde(default)]
    pub gecersiz_alanlar: Vec<String>,
    /// The same update timed again and again (milliseconds).
    #[serde(default)]
    pub sureler: Vec<f64>,
    /// The story's first screen as shown.
    #[serde(flatten)]
    pub ekran: HikayeEkrani,
    /// The story after each press of its "show more" button (largest options only).
    #[serde(default)]
    pub basimlar: Vec<Basim>,
    pub svg: bool,
    /// The timeline of the fragment, as the WebAssembly gives it (`olc` only).
    #[serde(default)]
    pub svg_metni: String,
    /// The claims the panel lists, per column.
    #[serde(default)]
    pub ozellikler: Vec<SutunGorulen>,
    /// Flipping cells drawn on the timeline but not marked (`sütun: hücre`).
    #[serde(default)]
    pub isaretsiz: Vec<String>,
    /// Two timings side by side: where the stories part, as listed.
    #[serde(default)]
    pub ayrilma: Vec<String>,
    /// Whether the second timeline is drawn.
    #[serde(default)]
    pub ikinci_svg: bool,
    /// Above the budget: the claims listed before the search was asked for.
    #[serde(default)]
    pub aranmadan: Vec<SutunGorulen>,
    /// At the largest options: what the search said once stopped.
    #[serde(default)]
    pub durduruldu: Option<String>,
}

/// One column's claims as the panel lists them.
#[derive(Debug, Deserialize)]
pub struct SutunGorulen {
    pub sutun: String,
    pub ozellikler: Vec<OzellikGorulen>,
}

/// One claim as the panel lists it: verdict, point, the flipping changes (`d0:8 ulaşılabilir`).
#[derive(Debug, Deserialize, PartialEq)]
pub struct OzellikGorulen {
    pub ad: String,
    pub durum: String,
    pub nokta: Option<String>,
    pub cevirenler: Vec<String>,
}

/// The story on screen and the button under it.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HikayeEkrani {
    pub iz: String,
    pub daha_var: bool,
    /// The words on the button, which count the lines not yet shown.
    pub daha_metni: String,
}

/// One press of the story's "show more" button: the how-manieth since the run, the fragment in
/// the address.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Basim {
    pub kez: usize,
    pub parca: String,
    #[serde(flatten)]
    pub ekran: HikayeEkrani,
}

/// What the driver saw running one lesson's scenarios on its page (`surucu/senaryo.mjs`).
#[derive(Debug, Deserialize)]
pub struct SenaryoRaporu {
    pub ders: String,
    pub senaryolar: Vec<Gorulen>,
    pub adimlar: Vec<Gorulen>,
    /// The page's errors (uncaught exceptions, console errors).
    pub konsol: Vec<String>,
    /// The exception that stopped the driver on this page, if one did.
    pub hata: Option<String>,
}
