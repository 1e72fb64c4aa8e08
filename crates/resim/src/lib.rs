#![forbid(unsafe_code)]
//! The lessons' pictures, as SVG drawn with plotters (no system fonts, byte-stable): timelines
//! of the runs, sequence diagrams of one failing job, and charts of the sweeps. `cargo xtask
//! docs` writes them to `docs/img/`; `cargo xtask verify` checks they are current.

pub mod akis;
mod cizim;
pub mod denetci;
pub mod lider;

/// Every picture: its file name under `docs/img/`, and how to draw it for the lesson's scenario.
pub fn resimler() -> Vec<(&'static str, String)> {
    use ders::{Izler, OlcSonucu, dersin_tabani};
    let l = dersin_tabani::<::lider::Lider>();
    let d = dersin_tabani::<::denetci::Denetci>();
    let a = dersin_tabani::<::akis::Akis>();
    const GECERLI: &str = "the lesson's scenario is valid";
    vec![
        ("lider-zaman.svg", lider::zaman(&Izler::yeni(&l).expect(GECERLI))),
        ("lider-kira.svg", lider::kira(&::lider::rapor::Olc::hesapla(&l).expect(GECERLI))),
        ("denetci-zaman.svg", denetci::zaman(&Izler::yeni(&d).expect(GECERLI))),
        (
            "denetci-tarama.svg",
            denetci::tarama(&::denetci::rapor::Olc::hesapla(&d).expect(GECERLI)),
        ),
        ("akis-sira.svg", akis::sira(&Izler::yeni(&a).expect(GECERLI))),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resimler_her_cizimde_ayni_bayt() {
        assert_eq!(resimler(), resimler());
    }

    #[test]
    fn resimler_modelin_olaylarini_gosterir() {
        let r: std::collections::HashMap<_, _> = resimler().into_iter().collect();
        assert_eq!(r.len(), 5);
        // the plain column's double start, and the fenced columns' rejected work
        assert!(r["lider-zaman.svg"].contains(">\n2x\n<"), "cift baslatma isareti yok");
        assert!(r["akis-sira.svg"].contains("tarife-iptal (abone yok)"));
        assert!(r["akis-sira.svg"].contains("orkestrasyon: S3, 10 ileti"));
        assert!(r["denetci-zaman.svg"].contains("telafi"));
        for (ad, svg) in &r {
            assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"), "{ad}");
        }
    }
}
