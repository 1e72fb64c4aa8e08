#![cfg(feature = "ders")]
//! What should hold for every option set, not only the lesson's: the invariants `cargo xtask
//! kesif` and the tests check over the grids of [`BOYUTLAR`]. An invariant that fails on the
//! reference model is a finding (docs/bulgular.md), not a bug to fix here: the port keeps the
//! published behaviour.

use crate::secenek::KIRA;
use crate::{BAS, Olcum, Secenek, TETIK, kosum};
use ders::DegismezPlani;
use ders::degismez::{Boyut, Degismez, DegismezKarari};

/// The grids' dimensions: name, smallest value, largest in the test grid (69 984 sets, what
/// `cargo test` checks) and in the full grid (1 653 120 sets, what `cargo xtask kesif` checks).
/// Rounds first, then nodes, then the other values, so the first counterexample found is the
/// smallest.
pub const BOYUTLAR: [Boyut<Secenek>; 7] = [
    ("tur", 0, 26, 40, |s, v| s.tur = v),
    ("dugum", 2, 3, 6, |s, v| s.dugum = v),
    ("kira", 1, 9, 12, |s, v| s.kira = v),
    ("yenileme", 1, 4, 8, |s, v| s.yenileme = v),
    ("duraklama", 0, 8, 20, |s, v| s.duraklama = v),
    ("citleme", 0, 1, 1, |s, v| s.citleme = v == 1),
    ("kaliciTetik", 0, 1, 1, |s, v| s.kalici_tetik = v == 1),
];

/// A run of options next to a grid point's (inside the model's domain, like every grid).
fn kos(s: &Secenek) -> Olcum {
    kosum(s).expect("grids lie inside the domain")
}

/// Triggers that fall inside the run.
fn tetik_sayisi(s: &Secenek) -> u32 {
    TETIK.iter().filter(|&&t| t <= s.tur).count() as u32
}

/// Rounds in which the first leader is back after its pause.
fn donus_turlari(s: &Secenek) -> u32 {
    if s.duraklama == 0 { 0 } else { s.tur.saturating_sub(BAS + s.duraklama - 1) }
}

fn cift_yok(s: &Secenek, o: &Olcum) -> DegismezKarari {
    if !s.citleme {
        return DegismezKarari::Uygulanmaz;
    }
    DegismezKarari::tutar(o.cift_baslatma == 0, || {
        format!("{} parti iki kez başlatıldı", o.cift_baslatma)
    })
}

fn kayip_yok(s: &Secenek, o: &Olcum) -> DegismezKarari {
    if !(s.citleme && s.kalici_tetik) {
        return DegismezKarari::Uygulanmaz;
    }
    let n = tetik_sayisi(s);
    DegismezKarari::tutar(o.kacirilan == 0 && o.baslatilan + o.bekleyen_tetik == n, || {
        format!(
            "{n} tetikten {} başlatıldı, {} bekliyor, {} kaçtı",
            o.baslatilan, o.bekleyen_tetik, o.kacirilan
        )
    })
}

fn hesap_tutar(s: &Secenek, o: &Olcum) -> DegismezKarari {
    let n = tetik_sayisi(s);
    DegismezKarari::tutar(o.baslatilan + o.kacirilan + o.bekleyen_tetik == n, || {
        format!(
            "{n} tetik; başlatılan {} + kaçırılan {} + bekleyen {}",
            o.baslatilan, o.kacirilan, o.bekleyen_tetik
        )
    })
}

fn iki_lider_donusu_asmaz(s: &Secenek, o: &Olcum) -> DegismezKarari {
    let donus = donus_turlari(s);
    DegismezKarari::tutar(o.iki_liderli_tur <= donus, || {
        format!("{} iki liderli tur, dönüş {donus} tur", o.iki_liderli_tur)
    })
}

fn citleme_inanci_degistirmez(s: &Secenek, o: &Olcum) -> DegismezKarari {
    if s.citleme {
        return DegismezKarari::Uygulanmaz;
    }
    let c = kos(&Secenek { citleme: true, ..s.clone() });
    let (a, b) = (
        (o.iki_liderli_tur, o.lidersiz_tur, o.devralma),
        (c.iki_liderli_tur, c.lidersiz_tur, c.devralma),
    );
    DegismezKarari::tutar(a == b, || {
        format!("(iki lider, lidersiz, devralma) çitlemesiz {a:?}, çitlemeli {b:?}")
    })
}

fn tek_devralma(_: &Secenek, o: &Olcum) -> DegismezKarari {
    DegismezKarari::tutar(o.devralma <= 1, || format!("{} devralma", o.devralma))
}

fn lidersiz_duraklamayi_asmaz(s: &Secenek, o: &Olcum) -> DegismezKarari {
    DegismezKarari::tutar(o.lidersiz_tur <= s.duraklama, || {
        format!("{} lidersiz tur, duraklama {}", o.lidersiz_tur, s.duraklama)
    })
}

fn kira_lidersizi_azaltmaz(s: &Secenek, o: &Olcum) -> DegismezKarari {
    if s.kira == KIRA.aralik.ust {
        return DegismezKarari::Uygulanmaz;
    }
    let uzun = kos(&Secenek { kira: s.kira + 1, ..s.clone() });
    DegismezKarari::tutar(uzun.lidersiz_tur >= o.lidersiz_tur, || {
        format!(
            "kira {}: {} lidersiz tur, kira {}: {}",
            s.kira,
            o.lidersiz_tur,
            s.kira + 1,
            uzun.lidersiz_tur
        )
    })
}

fn beklemesiz(s: &Secenek, o: &Olcum) -> DegismezKarari {
    if s.kalici_tetik {
        return DegismezKarari::Uygulanmaz;
    }
    DegismezKarari::tutar(o.gecikmeli_tur == 0 && o.bekleyen_tetik == 0, || {
        format!("gecikme {}, bekleyen {}", o.gecikmeli_tur, o.bekleyen_tetik)
    })
}

/// The invariants, their grids and findings, as the lesson contract takes them.
pub const PLAN: DegismezPlani<Secenek, Olcum> = DegismezPlani {
    degismezler: &DEGISMEZLER,
    // the findings (docs/bulgular.md): invariants the reference model itself breaks; the port
    // keeps the published behaviour
    bulgular: &["citleme_ve_kalici_tetik_parti_kaybetmez", "her_tetik_bir_kez_sayilir"],
    boyutlar: &BOYUTLAR,
    taban: Secenek::default,
};

/// The invariants, each with its name and its claim.
pub const DEGISMEZLER: [Degismez<Secenek, Olcum>; 9] = [
    Degismez {
        ad: "citleme_cift_baslatmayi_onler",
        anlam: "çitleme varken hiçbir parti iki kez başlamaz",
        denetle: cift_yok,
    },
    Degismez {
        ad: "citleme_ve_kalici_tetik_parti_kaybetmez",
        anlam: "çitleme ve kalıcı tetik varken her tetik bir parti başlatır ya da kayıtta bekler",
        denetle: kayip_yok,
    },
    Degismez {
        ad: "her_tetik_bir_kez_sayilir",
        anlam: "her tetik ya başlatılır ya kaçar ya da koşum bittiğinde bekler, tam bir kez",
        denetle: hesap_tutar,
    },
    Degismez {
        ad: "iki_lider_eski_liderin_donusunu_asmaz",
        anlam: "iki liderli turlar eski liderin döndüğü turları aşmaz",
        denetle: iki_lider_donusu_asmaz,
    },
    Degismez {
        ad: "citleme_inanci_degistirmez",
        anlam: "çitleme iki liderli ve lidersiz turları ve devralmayı değiştirmez",
        denetle: citleme_inanci_degistirmez,
    },
    Degismez {
        ad: "en_fazla_bir_devralma",
        anlam: "yalnız ilk lider ulaşılamaz kaldığı için en fazla bir devralma olur",
        denetle: tek_devralma,
    },
    Degismez {
        ad: "lidersiz_tur_duraklamayi_asmaz",
        anlam: "lidersiz turlar ilk liderin duraklamasını aşmaz",
        denetle: lidersiz_duraklamayi_asmaz,
    },
    Degismez {
        ad: "kira_uzadikca_lidersiz_tur_azalmaz",
        anlam: "kira bir tur uzadığında lidersiz turlar azalmaz",
        denetle: kira_lidersizi_azaltmaz,
    },
    Degismez {
        ad: "kalici_tetik_yoksa_bekleme_yok",
        anlam: "kalıcı tetik yokken hiçbir istek beklemez ve geç başlamaz",
        denetle: beklemesiz,
    },
];
