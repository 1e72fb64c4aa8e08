#![forbid(unsafe_code)]
//! `olc`: the lesson's measurements (three runs, trace, writes left, structure, ratios).

fn main() -> std::process::ExitCode {
    program::ana::<akis::Akis>(ders::Program::Olc)
}
