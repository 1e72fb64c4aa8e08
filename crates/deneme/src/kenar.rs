//! Each option at the edges of its range, and combined: no accepted input prints a number that
//! means nothing (NaN, Infinity, a negative count) or an empty field where a value belongs.

use ders::secenek::{Girdi, Tanim};
use ders::{Program, Programlar, tanimlar};
use std::fmt::Debug;

/// Accepted values of option `t` at the edges of its range, as a user would type them: a whole
/// number's bounds and their neighbours inside; a decimal's bounds, the doubles next to them,
/// and tiny values (the smallest double, `1e-300`, `1e-9`) where the range starts at 0; a list's
/// single values and one list of all of them; each name of a choice.
pub fn kenar_degerleri(t: &dyn Tanim) -> Vec<String> {
    let mut v: Vec<String> = match t.girdi() {
        Girdi::Tam(_, a) => [a.alt, a.alt.saturating_add(1), a.ust.saturating_sub(1), a.ust]
            .into_iter()
            .filter(|x| a.icerir(*x))
            .map(|x| x.to_string())
            .collect(),
        Girdi::Sayi(_, a) | Girdi::Liste(_, a) => {
            // the doubles next to the bounds (both are >= 0: one step of the bit pattern)
            let (alt_ustu, ust_alti) =
                (f64::from_bits(a.alt.to_bits() + 1), f64::from_bits(a.ust.to_bits() - 1));
            let mut x = vec![a.alt, alt_ustu, ust_alti, a.ust];
            if a.alt == 0.0 {
                x.extend([5e-324, 1e-300, 1e-9]);
            }
            x.retain(|x| a.icerir(*x));
            let mut v: Vec<String> = x.iter().map(|&x| cikti::bicim::sayi(x)).collect();
            if let Girdi::Liste(..) = t.girdi() {
                v.push(v.join(","));
            }
            v
        }
        Girdi::Ad(_, adlar) => adlar.iter().map(|a| a.to_string()).collect(),
        Girdi::Metin(_, ornekler) => ornekler.iter().map(|o| o.to_string()).collect(),
        Girdi::Anahtar => Vec::new(),
    };
    v.dedup();
    v
}

/// The two ends of option `t`'s range, as typed; `None` for a switch or a choice.
fn uclar(t: &dyn Tanim) -> Option<[String; 2]> {
    match t.girdi() {
        Girdi::Tam(_, a) => Some([a.alt.to_string(), a.ust.to_string()]),
        Girdi::Sayi(_, a) | Girdi::Liste(_, a) => {
            Some([cikti::bicim::sayi(a.alt), cikti::bicim::sayi(a.ust)])
        }
        Girdi::Ad(..) | Girdi::Anahtar | Girdi::Metin(..) => None,
    }
}

/// Keys whose `null` is a value, not a number JSON could not hold: the message to nobody
/// (`kime`), the column with every service subscribed (`eksikAbone`), the lesson's own fault
/// schedule (`ariza` not given).
const BOS_OLABILIR: [&str; 3] = [".kime", ".eksikAbone", ".ariza"];

/// What is wrong with a JSON result, if anything: a `null` (a NaN that JSON cannot hold) outside
/// the keys where null is a value (`kime`, `eksikAbone`), or a negative number (every figure the programs print is a
/// count, a rate or a share).
pub fn json_kusuru(v: &serde_json::Value, yol: &str) -> Option<String> {
    use serde_json::Value;
    match v {
        Value::Null if !BOS_OLABILIR.iter().any(|k| yol.ends_with(k)) => {
            Some(format!("{yol}: null"))
        }
        Value::Number(n) if n.as_f64().is_some_and(|x| x < 0.0) => Some(format!("{yol}: {n}")),
        Value::Array(a) => {
            a.iter().enumerate().find_map(|(i, x)| json_kusuru(x, &format!("{yol}[{i}]")))
        }
        Value::Object(m) => m.iter().find_map(|(k, x)| json_kusuru(x, &format!("{yol}.{k}"))),
        _ => None,
    }
}

/// What a sweep of the accepted edges found ([`kenarlari_tarar`]).
#[derive(Debug, Default)]
struct KenarTaramasi {
    /// Option sets run.
    denenen: usize,
    /// Option sets a program's own rule refused, with its message.
    reddedilen: Vec<String>,
    /// What went wrong: the program, the flags and the fault.
    kusurlar: Vec<String>,
}

/// Runs both programs of `D` on every accepted edge value of every numeric option
/// ([`kenar_degerleri`]), alone and in pairs at their extremes (each pair's four corners), `olc`
/// also with `--iz`, and checks every output: plain text, Markdown and JSON. An option set
/// passes when the program answers with no `NaN`, `Infinity`, `null` or negative number, no
/// plain-table cell that runs into its neighbour, and nothing `imkansiz` (the lesson's own
/// test for a figure that contradicts its definition) objects to; or when one of the
/// program's rules refuses it with a message.
///
/// Fails naming every option set that did not pass, or when it ran no more than `esik` sets
/// (the sweep must reach the lesson's options); returns the refusals, `<invocation>: <message>`
/// each, for the lesson to hold to its own rules.
pub fn kenarlari_tarar<D: Programlar>(
    imkansiz: fn(Program, &serde_json::Value) -> Option<String>,
    esik: usize,
) -> Vec<String> {
    use cikti::Cikti;
    use ders::secenek::{Deger, IZ};
    use ders::{Degerler, ProgramHatasi};
    use program::calistirma::hesapla;

    let mut t = KenarTaramasi::default();
    for p in Program::HEPSI {
        let tanimlar = tanimlar::<D>(p);
        let mut kumeler: Vec<Vec<(&dyn Tanim, String)>> = Vec::new();
        for &a in &tanimlar {
            kumeler.extend(kenar_degerleri(a).into_iter().map(|v| vec![(a, v)]));
        }
        for (i, &a) in tanimlar.iter().enumerate() {
            for &b in &tanimlar[i + 1..] {
                let (Some(ua), Some(ub)) = (uclar(a), uclar(b)) else { continue };
                for x in &ua {
                    for y in &ub {
                        kumeler.push(vec![(a, x.clone()), (b, y.clone())]);
                    }
                }
            }
        }
        for kume in kumeler {
            let bayraklar: Vec<String> =
                kume.iter().map(|(t, v)| format!("--{} {v}", t.bayrak())).collect();
            let mut d = Degerler::varsayilan(&tanimlar);
            for (secenek, v) in &kume {
                match secenek.ayristir(v) {
                    Ok(deger) => d = d.ile(*secenek, deger),
                    Err(e) => t.kusurlar.push(format!("{bayraklar:?}: kabul edilmedi: {e}")),
                }
            }
            let izli = p == Program::Olc && kume.len() == 1;
            let turler: &[bool] = if izli { &[false, true] } else { &[false] };
            for &iz in turler {
                let d = if iz { d.clone().ile(&IZ, Deger::Acik(true)) } else { d.clone() };
                let ad = format!(
                    "{} {} {}{}",
                    D::AD,
                    p.ad(),
                    bayraklar.join(" "),
                    if iz { " --iz" } else { "" }
                );
                t.denenen += 1;
                let sonuc = match hesapla::<D>(p, &d) {
                    Ok(s) => s,
                    Err(ProgramHatasi::Kural(m) | ProgramHatasi::Bayraklar(_, m)) => {
                        t.reddedilen.push(format!("{ad}: {m}"));
                        continue;
                    }
                    Err(ProgramHatasi::Model(e)) => {
                        t.kusurlar.push(format!("{ad}: model reddetti: {e}"));
                        continue;
                    }
                };
                let r = sonuc.rapor();
                let json = serde_json::to_value(&sonuc).unwrap_or_default();
                for (bicim, metin) in
                    [("duz", r.duz()), ("markdown", r.markdown()), ("json", json.to_string())]
                {
                    if let Some(k) = ["NaN", "Infinity"].iter().find(|k| metin.contains(**k)) {
                        t.kusurlar.push(format!("{ad} ({bicim}): {k}"));
                    }
                }
                let kusur = json_kusuru(&json, "")
                    .or_else(|| if iz { None } else { imkansiz(p, &json) })
                    .or_else(|| {
                        r.tablolar().iter().enumerate().find_map(|(i, tablo)| {
                            tablo.bitisik().map(|(s, h)| {
                                format!("tablo {i}, satır {s}, sütun {h}: hücreler bitişik")
                            })
                        })
                    });
                if let Some(k) = kusur {
                    t.kusurlar.push(format!("{ad}: {k}"));
                }
            }
        }
    }
    assert!(t.kusurlar.is_empty(), "{}", t.kusurlar.join("\n"));
    assert!(t.denenen > esik, "{}: {} küme denendi, {esik}'den fazlası gerekir", D::AD, t.denenen);
    t.reddedilen
}
