//! A lesson seen through a trait object ([`DersKaydi`]), so that a tool can hold every lesson in
//! one list ([`crate::DERSLER`]) and treat them alike: the programs run in-process, the
//! invariants `cargo xtask kesif` sweeps, the counterexamples the docs show, the exercises
//! solved. What the lesson keeps as files (its examples, model file) is [`crate::sayfa`]'s.

use crate::sayfa::Sayfali;
use ders::degismez::{Boy, Tarama, tara};
use ders::karsi_ornek_metni;
use ders::{Degismezler, Ders, Programlar, anlatim};

/// With the `cli` feature, the panel's calls ([`program::parca::Parcali`]), which every lesson
/// answers; without it, nothing.
#[cfg(feature = "cli")]
pub use program::parca::Parcali;
/// Without the `cli` feature, the panel's calls (its form's flags included) are not compiled.
#[cfg(not(feature = "cli"))]
pub trait Parcali {}
#[cfg(not(feature = "cli"))]
impl<D> Parcali for D {}

/// A smallest counterexample, told: the options as JSON and the run's account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KarsiOrnek {
    /// The options, as the model's JSON.
    pub secenek: String,
    /// The run, line by line.
    pub anlatim: Vec<String>,
}

/// What a tool needs of a lesson, whatever the lesson's types. Every [`Ders`] is one. The web
/// panel's calls (its form's flags, then runs by URL fragment) are the programs' own
/// ([`Parcali`]).
pub trait DersKaydi: Sync + Parcali {
    /// The package's name (`lider`).
    fn ad(&self) -> &'static str;
    /// The lesson's type by its path (`lider::Lider`), as the list names it.
    fn tur_adi(&self) -> String;
    /// Every invariant over one of the grids, on `is_parcacigi` threads.
    fn tara(&self, boy: Boy, is_parcacigi: usize) -> Tarama<KarsiOrnek>;
    /// The invariants that are documented findings.
    fn bulgular(&self) -> &'static [&'static str];
    /// The lesson's pictures on its own scenario: file name under `docs/img/` (the lesson's
    /// name, a dash, the picture's name), SVG.
    fn resimler(&self) -> Vec<(String, String)>;
    /// Invariant `degismez`'s smallest counterexample over the test grid, told as the docs
    /// show it, or a line saying there is none.
    fn karsi_ornek(&self, degismez: &str) -> Result<String, String>;
    /// The K01 figures `hesap` applies ([`ders::HesapSonucu::VARSAYIMLAR`]): the lesson's own list,
    /// from which the docs say which lessons carry a figure over.
    fn varsayimlar(&self) -> Vec<&'static ders::k01::Varsayim>;
    /// The rows of `olc`'s first table with what each counts ([`ders::Tablolar::OLCULER`]).
    fn satir_tanimlari(&self) -> Vec<(&'static str, &'static str)>;
    /// The other tables' rows or columns with what each holds
    /// ([`ders::Tablolar::tablo_tanimlari`]).
    fn tablo_tanimlari(&self) -> Vec<(String, Vec<(String, String)>)>;
    /// The moments of the lesson text pinned to its own run ([`ders::Tablolar::ANLAR`]).
    fn anlar(&self) -> &'static [ders::an::An];
    /// `n` option sets drawn from the full grid (the same ones on every call), as the model's
    /// JSON: what the model is compared with another program of the lesson on.
    fn secenek_ornekleri(&self, n: usize) -> Vec<serde_json::Value>;
    /// One run of the model on options given as its JSON (a key left out takes its default),
    /// its result as JSON.
    fn kosum_json(&self, secenek: &serde_json::Value) -> Result<serde_json::Value, String>;
    /// Runs a program in-process on `args` (without the program's name).
    #[cfg(feature = "cli")]
    fn calistir(&self, p: ders::Program, args: &[&str]) -> program::komut::Cikis;
    /// The lesson's exercises, each solved by the program, or why it cannot be: on the host
    /// only (the book writes them into the page solved).
    #[cfg(all(feature = "cli", not(target_family = "wasm")))]
    fn alistirmalar(&self) -> Vec<Result<program::alistirma::Cozum, String>>;
    /// The lesson's check of every timing: its options, ignored flags and bounds, the check a
    /// page runs, the replay of a kept path.
    #[cfg(feature = "kesif")]
    fn denetim(&self) -> arama::DersDenetimi;
}

/// What a lesson implements, with this crate's features: the contract, and with `kesif` its
/// side of the check of every timing.
#[cfg(feature = "kesif")]
pub trait Butun: Programlar + Degismezler + Sayfali + arama::Denetim {}
#[cfg(feature = "kesif")]
impl<D: Programlar + Degismezler + Sayfali + arama::Denetim> Butun for D {}
/// What a lesson implements, with this crate's features: the contract.
#[cfg(not(feature = "kesif"))]
pub trait Butun: Programlar + Degismezler + Sayfali {}
#[cfg(not(feature = "kesif"))]
impl<D: Programlar + Degismezler + Sayfali> Butun for D {}

/// A run of an option set of a grid (every grid lies inside the model's domain).
fn kos<D: Ders>(s: &D::Secenek) -> D::Olcum {
    D::kosum(s).expect("grids lie inside the model's domain")
}

impl<D: Butun> DersKaydi for D {
    fn ad(&self) -> &'static str {
        D::AD
    }

    fn tur_adi(&self) -> String {
        // `lider::kosum::Lider` is listed as `lider::Lider`, from the crate's root
        let ad = std::any::type_name::<D>();
        let (paket, tur) = (ad.split("::").next(), ad.rsplit("::").next());
        format!("{}::{}", paket.unwrap_or(ad), tur.unwrap_or(ad))
    }

    fn tara(&self, boy: Boy, is_parcacigi: usize) -> Tarama<KarsiOrnek> {
        let (k, taban) = (D::PLAN, (D::PLAN.taban)());
        let izgara = k.izgara(boy);
        let t = tara(&izgara, |n| izgara.kume(&taban, n), kos::<D>, k.degismezler, is_parcacigi);
        let sonuclar = t
            .sonuclar
            .into_iter()
            .map(|s| ders::degismez::IzgaraSonucu {
                ad: s.ad,
                anlam: s.anlam,
                denenen: s.denenen,
                sure: s.sure,
                karsi_ornek: s.karsi_ornek.map(|(k, neden)| {
                    let ornek = KarsiOrnek {
                        secenek: serde_json::to_string(&k).unwrap_or_default(),
                        anlatim: anlatim::<D>(&k).unwrap_or_default(),
                    };
                    (ornek, neden)
                }),
            })
            .collect();
        Tarama { kume: t.kume, sure: t.sure, sonuclar }
    }

    fn bulgular(&self) -> &'static [&'static str] {
        D::PLAN.bulgular
    }

    fn resimler(&self) -> Vec<(String, String)> {
        let r = D::resimler(&ders::dersin_tabani::<D>()).expect("the lesson's scenario is valid");
        r.into_iter().map(|(ad, svg)| (format!("{}-{ad}", D::AD), svg)).collect()
    }

    fn karsi_ornek(&self, degismez: &str) -> Result<String, String> {
        let k = D::PLAN;
        let Some(i) = k.degismezler.iter().position(|d| d.ad == degismez) else {
            return Err(format!("{}: '{degismez}' diye bir değişmez yok", D::AD));
        };
        let (izgara, taban) = (k.izgara(Boy::Kucuk), (k.taban)());
        let t = tara(&izgara, |n| izgara.kume(&taban, n), kos::<D>, &k.degismezler[i..=i], 2);
        Ok(match &t.sonuclar[0].karsi_ornek {
            Some((k, neden)) => karsi_ornek_metni::<D>(k, neden),
            None => format!("{degismez}: {} kümede ihlal yok\n", t.kume),
        })
    }

    fn varsayimlar(&self) -> Vec<&'static ders::k01::Varsayim> {
        ders::varsayim_tanimlari::<D>().iter().filter_map(|t| t.varsayim()).collect()
    }

    fn satir_tanimlari(&self) -> Vec<(&'static str, &'static str)> {
        D::OLCULER.iter().map(|o| (o.ad, o.tanim)).collect()
    }

    fn tablo_tanimlari(&self) -> Vec<(String, Vec<(String, String)>)> {
        D::tablo_tanimlari()
    }

    fn anlar(&self) -> &'static [ders::an::An] {
        D::ANLAR
    }

    fn secenek_ornekleri(&self, n: usize) -> Vec<serde_json::Value> {
        let (izgara, taban) = (D::PLAN.izgara(Boy::Tam), (D::PLAN.taban)());
        let sayi = izgara.sayi() as u64;
        (0..n as u64)
            .map(|i| {
                // splitmix64: points spread over the grid, the same on every call
                let mut z = i.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                let nokta = izgara.nokta(((z ^ (z >> 31)) % sayi) as usize);
                serde_json::to_value(izgara.kume(&taban, &nokta)).unwrap_or_default()
            })
            .collect()
    }

    fn kosum_json(&self, secenek: &serde_json::Value) -> Result<serde_json::Value, String> {
        let s: D::Secenek = serde_json::from_value(secenek.clone()).map_err(|e| e.to_string())?;
        let olcum = D::kosum(&s).map_err(|e| e.to_string())?;
        serde_json::to_value(olcum).map_err(|e| e.to_string())
    }

    #[cfg(feature = "cli")]
    fn calistir(&self, p: ders::Program, args: &[&str]) -> program::komut::Cikis {
        program::komut::kos::<D>(p, args)
    }

    #[cfg(all(feature = "cli", not(target_family = "wasm")))]
    fn alistirmalar(&self) -> Vec<Result<program::alistirma::Cozum, String>> {
        match crate::sayfa::alistirmalar::<D>() {
            Ok(hepsi) => hepsi.iter().map(program::alistirma::coz::<D>).collect(),
            Err(e) => vec![Err(e)],
        }
    }

    #[cfg(feature = "kesif")]
    fn denetim(&self) -> arama::DersDenetimi {
        arama::DersDenetimi::yeni::<D>()
    }
}
