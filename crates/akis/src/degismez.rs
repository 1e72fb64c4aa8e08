#![cfg(feature = "ders")]
//! What should hold for every option set, not only the lesson's: the invariants `cargo xtask
//! kesif` and the tests check over [`BOYUTLAR`] (both modes, every missing subscription). An
//! invariant that fails on the reference model is a finding (docs/bulgular.md).

use crate::{ADIM, HATA, ISLER, Kip, Olcum, Secenek, Servis, kosum};
use ders::DegismezPlani;
use ders::degismez::{Boyut, Degismez, DegismezKarari};

/// The grids' dimensions: mode, then the missing subscription (0: none, then the services in
/// order). Both grids hold every option set.
pub const BOYUTLAR: [Boyut<Secenek>; 2] = [
    ("kip", 0, 1, 1, |s, v| s.kip = if v == 0 { Kip::Koreografi } else { Kip::Orkestrasyon }),
    ("eksikAbone", 0, 4, 4, |s, v| {
        s.eksik_abone = v.checked_sub(1).map(|i| Servis::HEPSI[i as usize])
    }),
];

/// A run of options next to a grid point's (a grid writes no schedule down, so it cannot fail).
fn kos(s: &Secenek) -> Olcum {
    kosum(s).expect("a grid point has no written schedule")
}

/// Per failing job: the index of its failing step.
fn hata_adimlari() -> impl Iterator<Item = usize> {
    HATA.iter().filter_map(|(_, adim)| ADIM.iter().position(|a| a.ad == *adim))
}

/// Committed steps with a compensation, over all failing jobs.
fn telafi_gereken() -> u32 {
    hata_adimlari().map(|k| ADIM[..k].iter().filter(|a| a.telafi.is_some()).count() as u32).sum()
}

fn ayni_sonuc(s: &Secenek, o: &Olcum) -> DegismezKarari {
    if s.kip != Kip::Koreografi {
        return DegismezKarari::Uygulanmaz;
    }
    let ork = kos(&Secenek { kip: Kip::Orkestrasyon, ..s.clone() });
    DegismezKarari::tutar((o.tamamlanan, o.adim) == (ork.tamamlanan, ork.adim), || {
        format!(
            "koreografi ({}, {}), orkestrasyon ({}, {})",
            o.tamamlanan, o.adim, ork.tamamlanan, ork.adim
        )
    })
}

fn orkestrasyon_telafisiz_birakmaz(s: &Secenek, o: &Olcum) -> DegismezKarari {
    if s.kip != Kip::Orkestrasyon {
        return DegismezKarari::Uygulanmaz;
    }
    DegismezKarari::tutar(o.telafisiz_adim == 0 && o.yarim_kalan_is == 0, || {
        format!("{} telafisiz adım, {} yarım iş", o.telafisiz_adim, o.yarim_kalan_is)
    })
}

/// Messages the structure prescribes: a starting event, one event per committed step and one
/// per failure in choreography (plus each cancel someone hears); a command and a reply per
/// step, failure and compensation in orchestration.
fn yapisal_ileti(s: &Secenek) -> u32 {
    let n = ADIM.len() as u32;
    let hatali = HATA.len() as u32;
    let basarili = ISLER.len() as u32 - hatali;
    let kesinlesen: u32 = hata_adimlari().map(|k| k as u32).sum();
    let duyulan: u32 = hata_adimlari()
        .map(|k| {
            ADIM[..k]
                .iter()
                .filter(|a| a.telafi.is_some() && s.eksik_abone != Some(a.servis))
                .count() as u32
        })
        .sum();
    match s.kip {
        Kip::Koreografi => basarili * (1 + n) + hatali * 2 + kesinlesen + duyulan,
        Kip::Orkestrasyon => basarili * 2 * n + 2 * (kesinlesen + hatali) + 2 * telafi_gereken(),
    }
}

fn ileti_yapiyi_izler(s: &Secenek, o: &Olcum) -> DegismezKarari {
    let beklenen = yapisal_ileti(s);
    DegismezKarari::tutar(o.ileti == beklenen, || {
        format!("{} ileti, yapıya göre {beklenen}", o.ileti)
    })
}

fn telafi_toplami(_: &Secenek, o: &Olcum) -> DegismezKarari {
    let n = telafi_gereken();
    DegismezKarari::tutar(o.telafi_edilen + o.telafisiz_adim == n, || {
        format!("{} telafi + {} telafisiz, gereken {n}", o.telafi_edilen, o.telafisiz_adim)
    })
}

fn eksik_yalniz_kendi_adimi(s: &Secenek, o: &Olcum) -> DegismezKarari {
    let tam = kos(&Secenek { eksik_abone: None, ..s.clone() });
    let farkli: Vec<&str> = o
        .kalan_yazma
        .iter()
        .zip(&tam.kalan_yazma)
        .filter(|(a, b)| a != b)
        .map(|(a, _)| a.0)
        .collect();
    let izinli =
        |adim: &&str| ADIM.iter().any(|a| a.ad == *adim && Some(a.servis) == s.eksik_abone);
    DegismezKarari::tutar(farkli.iter().all(izinli), || {
        let eksik = s.eksik_abone.map_or("yok", Servis::ad);
        format!("eksik abone {eksik}; telafide farklı adımlar: {}", farkli.join(", "))
    })
}

fn hata_izi_ayni(_: &Secenek, o: &Olcum) -> DegismezKarari {
    let ork = kos(&Secenek::yeni(Kip::Orkestrasyon));
    let iz = |o: &Olcum| o.iz.iter().filter_map(crate::anlatim::hata_izi).collect::<Vec<_>>();
    DegismezKarari::tutar(o.iz == ork.iz, || {
        format!("iz {:?}, orkestrasyonda {:?}", iz(o), iz(&ork))
    })
}

/// The invariants, their grids and findings, as the lesson contract takes them.
pub const PLAN: DegismezPlani<Secenek, Olcum> = DegismezPlani {
    degismezler: &DEGISMEZLER,
    // the findings (docs/bulgular.md): invariants the reference model itself breaks; the port
    // keeps the published behaviour
    bulgular: &["hata_izi_kosumlarda_ayni"],
    boyutlar: &BOYUTLAR,
    taban: || Secenek::yeni(Kip::Koreografi),
};

/// The invariants, each with its name and its claim.
pub const DEGISMEZLER: [Degismez<Secenek, Olcum>; 6] = [
    Degismez {
        ad: "iki_kip_ayni_isi_ayni_adimlarla_tamamlar",
        anlam: "iki kip aynı işleri aynı adımlarla tamamlar",
        denetle: ayni_sonuc,
    },
    Degismez {
        ad: "orkestrasyon_telafisiz_adim_birakmaz",
        anlam: "orkestrasyon hiçbir adımı telafisiz, hiçbir işi yarım bırakmaz",
        denetle: orkestrasyon_telafisiz_birakmaz,
    },
    Degismez {
        ad: "ileti_yapisal_sayimi_izler",
        anlam: "ileti sayısı her kipin yapısal sayımına eşittir",
        denetle: ileti_yapiyi_izler,
    },
    Degismez {
        ad: "her_kesinlesen_adim_ya_telafi_ya_acik",
        anlam: "hatalı işlerin telafisi olan her kesinleşmiş adımı ya telafi edilir ya açık kalır",
        denetle: telafi_toplami,
    },
    Degismez {
        ad: "eksik_abone_yalniz_kendi_adimini_acik_birakir",
        anlam: "eksik abonelik yalnız o servisin adımının yazmasını bırakır",
        denetle: eksik_yalniz_kendi_adimi,
    },
    Degismez {
        ad: "hata_izi_kosumlarda_ayni",
        anlam: "hata izi (olc'un başlığına göre) üç koşumda da aynıdır",
        denetle: hata_izi_ayni,
    },
];
