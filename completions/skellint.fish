# fish completion for skellint — installed by `cmake --install` into
# share/fish/vendor_completions.d/skellint.fish.

set -l commands check tree render show rules explain docs lsp
complete -c skellint -f
complete -c skellint -n "not __fish_seen_subcommand_from $commands" -a check -d 'Lint files and directories'
complete -c skellint -n "not __fish_seen_subcommand_from $commands" -a tree -d 'Bone hierarchy with problems per bone'
complete -c skellint -n "not __fish_seen_subcommand_from $commands" -a render -d 'Draw the bind pose as SVG'
complete -c skellint -n "not __fish_seen_subcommand_from $commands" -a show -d 'Print a binary Cal3D file as XML'
complete -c skellint -n "not __fish_seen_subcommand_from $commands" -a rules -d 'List every rule'
complete -c skellint -n "not __fish_seen_subcommand_from $commands" -a explain -d "Print a rule's documentation"
complete -c skellint -n "not __fish_seen_subcommand_from $commands" -a docs -d 'Write rule pages into DIR'
complete -c skellint -n "not __fish_seen_subcommand_from $commands" -a lsp -d 'Run the language server'

function __skellint_rules
    skellint rules 2>/dev/null | awk 'NR > 1 {print $1 "\t" $2}'
end

set -l c '__fish_seen_subcommand_from check'
complete -c skellint -n $c -F
complete -c skellint -n $c -l format -x -a 'text json sarif github gitlab junit' -d 'Output format'
complete -c skellint -n $c -l profile -x -a 'cal3d imvu' -d 'XSF reader'
complete -c skellint -n $c -l show-source -d 'Print the source line under each problem'
complete -c skellint -n $c -l no-show-source -d 'Do not print source lines'
complete -c skellint -n $c -l no-fold -d 'Show every problem'
complete -c skellint -n $c -l color -x -a 'auto always never' -d 'Colour'
complete -c skellint -n $c -l no-color -d 'No colour'
complete -c skellint -n $c -l select -x -a '(__skellint_rules)' -d 'Only these rules'
complete -c skellint -n $c -l ignore -x -a '(__skellint_rules)' -d 'Not these rules'
complete -c skellint -n $c -l severity -x -d 'CODES=error|warning|info|off'
complete -c skellint -n $c -l weight-tolerance -x -d 'Allowed |sum of weights - 1|'
complete -c skellint -n $c -l max-influences -x -d 'Bones per vertex'
complete -c skellint -n $c -l quaternion-tolerance -x -d 'Allowed ||q| - 1|'
complete -c skellint -n $c -l bind-pose-tolerance -x -d 'Relative to the skeleton size'
complete -c skellint -n $c -l time-tolerance -x -d 'Keyframe times, in seconds'
complete -c skellint -n $c -l skeleton -r -d 'Cal3D skeleton for meshes and animations'
complete -c skellint -n $c -l format-of -x -d 'PATTERN=FORMAT'
complete -c skellint -n $c -l stdin-filename -r -d 'Name of -'
complete -c skellint -n $c -l max-file-size -x -d 'Refuse larger files (64M, 1G; 0: no limit)'
complete -c skellint -n $c -l root -x -a '(__fish_complete_directories)' -d 'The project folder'
complete -c skellint -n $c -l working-folder -x -a '(__fish_complete_directories)' -d 'Where the program loading a .cfg runs'
complete -c skellint -n $c -l only-given -d "No other files of a given skeleton's character"
complete -c skellint -n $c -l exclude -x -d 'Walks skip paths matching GLOB'
complete -c skellint -n $c -l verbose -d 'Say what walks skipped and why'
complete -c skellint -n $c -l allow-root -x -a '(__fish_complete_directories)' -d 'Open named files in this folder too'
complete -c skellint -n $c -l config -r -d 'Configuration file for every file'
complete -c skellint -n $c -l no-config -d 'No configuration file'
complete -c skellint -n $c -l fix -d 'Apply safe fixes'
complete -c skellint -n $c -l unsafe-fixes -d 'Apply unsafe fixes too'
complete -c skellint -n $c -l diff -d 'Print fixes as a diff, write nothing'
complete -c skellint -n $c -l baseline -r -d 'Report only findings not in FILE'
complete -c skellint -n $c -l write-baseline -r -d 'Record findings in FILE'
complete -c skellint -n $c -s j -l jobs -x -d 'Files checked at once'
complete -c skellint -n $c -l files-from -r -d 'Paths to check, one per line'
complete -c skellint -n $c -l max-warnings -x -d 'Warnings allowed'
complete -c skellint -n $c -l exit-zero -d 'Exit 0 even with findings'
complete -c skellint -n $c -l ignore-unknown -d 'Skip named files of no known format'
complete -c skellint -n $c -l statistics -d 'Counts per code'
complete -c skellint -n $c -s q -l quiet -d 'Findings only'
complete -c skellint -n $c -l shard -x -d 'Check share K of N'

complete -c skellint -n '__fish_seen_subcommand_from tree' -F
complete -c skellint -n '__fish_seen_subcommand_from tree' -l no-config -d 'No configuration file'
complete -c skellint -n '__fish_seen_subcommand_from tree' -l format -x -a 'text json' -d 'Output format'
complete -c skellint -n '__fish_seen_subcommand_from render' -F
complete -c skellint -n '__fish_seen_subcommand_from show' -F
complete -c skellint -n '__fish_seen_subcommand_from render' -s o -l output -r -d 'SVG file'
complete -c skellint -n '__fish_seen_subcommand_from render' -l no-config -d 'No configuration file'
complete -c skellint -n '__fish_seen_subcommand_from render' -l skeleton -r -d 'Skeleton a mesh is drawn over'
complete -c skellint -n '__fish_seen_subcommand_from render' -l animation -r -d 'Cal3D or BonesPro animation to pose by'
complete -c skellint -n '__fish_seen_subcommand_from render' -l time -x -d 'Seconds into the animation'
complete -c skellint -n '__fish_seen_subcommand_from render' -l frame -x -d 'Frame number of a BonesPro animation'
complete -c skellint -n '__fish_seen_subcommand_from explain' -x -a '(__skellint_rules)'
complete -c skellint -n '__fish_seen_subcommand_from docs' -x -a '(__fish_complete_directories)'
complete -c skellint -n '__fish_seen_subcommand_from lsp' -l stdio -d 'Standard input and output'
