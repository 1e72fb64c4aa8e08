//! A long run's progress on a terminal: `olc --tek-degisiklik` above the budget reruns every
//! column once per single change, which can take minutes (its cost grows with cells × columns ×
//! points, see [`ders::tek_degisiklik::TEK_DEGISIKLIK`]); `olc --iz --json` on a long run builds
//! a walk of thousands of stops, each stop's figures a run of its own. When standard error is a
//! terminal and the work runs longer than half a second, a bar there says how much of how much
//! is done and about how long is left, in at most 80 columns; on a terminal that draws no bar
//! (`TERM=dumb`) a plain line at each tenth. Ctrl-C stops the program as always. Nothing is
//! drawn into a pipe or a file, nor for a short search, nor in WebAssembly (the panel shows its
//! own).

use std::time::{Duration, Instant};

/// How long a search runs before its bar appears.
const GECIKME: Duration = Duration::from_millis(500);

/// The bar's line: what runs ([`Is::ad`]), 10 cells of bar, the steps done of all, the time
/// left; at most 80 columns with counts of up to nine digits ([`EN_GENIS`]).
#[cfg(any(test, not(target_family = "wasm")))]
const BICIM: &str = "{prefix} {bar:10} {pos}/{len} ~{eta_precise} kaldı (Ctrl-C durdurur)";

/// What a bar counts: the work's name at the line's start and what a plain line says of a step.
#[derive(Debug, Clone, Copy)]
pub struct Is {
    /// The work's name (`tek değişiklik`), at most [`Is::EN_UZUN`] characters.
    pub ad: &'static str,
    /// What was done, after the counts on a plain line (`denendi`).
    pub birim: &'static str,
}

impl Is {
    /// The longest name a bar's line has room for.
    pub const EN_UZUN: usize = 14;
    /// `olc --tek-degisiklik`'s search: single changes tried.
    pub const TEK_DEGISIKLIK: Is = Is { ad: "tek değişiklik", birim: "denendi" };
    /// `olc --iz --json`'s walk: stops built.
    pub const YURUYUS: Is = Is { ad: "yürüyüş", birim: "durak kuruldu" };
}

/// The widest the bar's line may be: an 80-column terminal's width.
pub const EN_GENIS: usize = 80;

/// The bar, drawn once the search has run half a second.
pub struct Cubuk {
    /// When the search began, if a bar may be drawn (WebAssembly has no clock to ask).
    bas: Option<Instant>,
    /// A terminal that draws no bar (`TERM=dumb`): a plain line at each tenth of the work,
    /// the last tenth written.
    duz: Option<usize>,
    is: Is,
    #[cfg(not(target_family = "wasm"))]
    cubuk: Option<indicatif::ProgressBar>,
}

impl Cubuk {
    /// A bar for work `is` that was asked for (`istendi`), drawn only on a terminal.
    pub fn yeni(istendi: bool, is: Is) -> Cubuk {
        use std::io::IsTerminal;
        let etkin = istendi && cfg!(not(target_family = "wasm")) && std::io::stderr().is_terminal();
        let dumb = std::env::var("TERM").is_ok_and(|t| t == "dumb");
        Cubuk {
            bas: etkin.then(Instant::now),
            duz: (etkin && dumb).then_some(0),
            is,
            #[cfg(not(target_family = "wasm"))]
            cubuk: None,
        }
    }

    /// `n` changes of `toplam` tried.
    pub fn ilerle(&mut self, n: usize, toplam: usize) {
        if self.bas.is_none_or(|b| b.elapsed() < GECIKME) {
            return;
        }
        if let Some(onda) = self.duz.as_mut() {
            let simdi = n * 10 / toplam.max(1);
            if simdi > *onda {
                *onda = simdi;
                eprintln!("{}: {n}/{toplam} {}", self.is.ad, self.is.birim);
            }
            return;
        }
        #[cfg(not(target_family = "wasm"))]
        {
            let c = self.cubuk.get_or_insert_with(|| {
                let bicim = indicatif::ProgressStyle::with_template(BICIM)
                    .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
                let c = indicatif::ProgressBar::new(toplam as u64).with_style(bicim);
                c.with_prefix(self.is.ad)
            });
            c.set_length(toplam as u64);
            c.set_position(n as u64);
        }
        #[cfg(target_family = "wasm")]
        let _ = (n, toplam);
    }

    /// The search is over: the bar leaves the terminal as it found it.
    pub fn bitir(&mut self) {
        #[cfg(not(target_family = "wasm"))]
        if let Some(c) = self.cubuk.take() {
            c.finish_and_clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bar's line, at its widest (nine-digit counts, hours left), fits 80 columns, counted
    /// in characters.
    #[test]
    fn cubuk_80_sutuna_sigar() {
        for is in [Is::TEK_DEGISIKLIK, Is::YURUYUS] {
            assert!(is.ad.chars().count() <= Is::EN_UZUN, "{}", is.ad);
        }
        let en_genis = BICIM
            .replace("{prefix}", &"ş".repeat(Is::EN_UZUN))
            .replace("{bar:10}", &"#".repeat(10))
            .replace("{pos}", "123456789")
            .replace("{len}", "123456789")
            .replace("{eta_precise}", "99:59:59");
        assert!(
            en_genis.chars().count() <= EN_GENIS,
            "{} karakter: {en_genis}",
            en_genis.chars().count()
        );
    }
}
