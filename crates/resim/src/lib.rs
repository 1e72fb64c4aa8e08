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
    let l = ::lider::Secenek::default();
    let d = ::denetci::Secenek::default();
    let eksik = ::akis::rapor::EKSIK_ABONE;
    vec![
        (
            "lider-zaman.svg",
            lider::zaman(&::lider::rapor::izler(&l).expect("the lesson's scenario is valid")),
        ),
        (
            "lider-kira.svg",
            lider::kira(&::lider::rapor::Olc::hesapla(&l).expect("the lesson's scenario is valid")),
        ),
        (
            "denetci-zaman.svg",
            denetci::zaman(&::denetci::rapor::izler(&d).expect("the lesson's scenario is valid")),
        ),
        (
            "denetci-tarama.svg",
            denetci::tarama(
                &::denetci::rapor::Olc::hesapla(&d).expect("the lesson's scenario is valid"),
            ),
        ),
        ("akis-sira.svg", akis::sira(&::akis::rapor::izler(eksik).expect("the model cannot fail"))),
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
